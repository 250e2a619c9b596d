/** Membership and payments: the messages readers see and the constants of spec 2 §9. */

export const PAYMENT_MESSAGES = {
  checkoutNotAvailable: 'Payments aren’t set up on this Quire yet. An administrator can add Stripe keys, or grant you a membership in the meantime.',
  paymentError: 'We couldn’t reach our payment provider. Nothing was charged: please try again in a few minutes.',
  paymentMethodDeclined: 'Your card was declined. Please update your payment method and try again.',
  unknownPlan: 'That plan isn’t available.',
  alreadyMember: 'You’re already a member. You can manage your membership in settings.',
  noMembership: 'You don’t have a membership to change.',
  notCancelable: 'This membership has no renewal to cancel.',
  notResumable: 'This membership can’t be resumed. Start a new one from the membership page.',
  noCustomer: 'There’s no card on file to update yet.',
} as const;

/** Spec 2 §9: the payment configuration's constants. */
export const THREE_D_SECURE_VERSION = 2;
export const APPLE_PAY_VERSION = 3;
export const FREE_MONTH_DISCOUNT_TIERS = [1, 3, 6] as const;

/** Where Checkout sends the browser back to. */
export const MEMBERSHIP_SUCCESS_PATH = '/welcome-member';
export const MEMBERSHIP_CANCEL_PATH = '/plans';
export const PAYMENT_UPDATE_SUCCESS_PATH = '/me/settings?updatedPayment=1#membership';
export const PAYMENT_UPDATE_CANCEL_PATH = '/me/settings/payment/update';
