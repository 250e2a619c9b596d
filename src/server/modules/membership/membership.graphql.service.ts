import { APPLE_PAY_VERSION, FREE_MONTH_DISCOUNT_TIERS, MEMBERSHIP_CANCEL_PATH, MEMBERSHIP_SUCCESS_PATH, PAYMENT_MESSAGES, PAYMENT_UPDATE_CANCEL_PATH, PAYMENT_UPDATE_SUCCESS_PATH, THREE_D_SECURE_VERSION } from '../../../shared/validation/membership';
import type { ServiceContext, SignedInContext } from '../../core';
import { customerIdOf, paymentsEnabled, startCheckout, storedCard, stripeClient, type CheckoutAnswer, type Stripe } from '../payments';
import { currentMembership, hasPastMemberships, toCharge, type ChargeModel, type MembershipModel } from './membership.repo';
import { planById, planChoicesFor } from './membership.service';
import { syncSubscription } from './membership.stripe';
import { usersByUsernames } from '../users';
import type { PlanConfig } from './plans';

/** Plans as the contract shows them. */
function planView(plan: PlanConfig) {
  return { planId: plan.planId, name: plan.name, description: plan.description, kind: plan.kind, amount: plan.amount, currency: plan.currency, months: plan.months, trialDays: plan.trialDays };
}

export function membershipView(ctx: ServiceContext, m: MembershipModel) {
  const plan = planById(ctx, m.planId);
  return {
    __typename: 'Membership' as const,
    id: m.id,
    plan: plan ? planView(plan) : null,
    status: m.status,
    source: m.source,
    startedAt: m.startedAt,
    currentPeriodEnd: m.currentPeriodEnd,
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
    graceEndsAt: m.graceEndsAt,
    endedAt: m.endedAt,
  };
}

const CURRENCIES = new Set(['USD', 'CAD', 'UNKNOWN', 'NOT_APPLICABLE']);
const BRANDS = new Set(['AMEX', 'VISA', 'MASTERCARD', 'DISCOVER', 'JCB', 'DINERS_CLUB', 'OTHERS']);
const brand = (b: string) => (BRANDS.has(b) ? b : 'OTHERS') as 'AMEX' | 'VISA' | 'MASTERCARD' | 'DISCOVER' | 'JCB' | 'DINERS_CLUB' | 'OTHERS';

function chargeView(c: ChargeModel) {
  return {
    id: c.id,
    createdAt: c.createdAt,
    amount: c.amount,
    currency: (CURRENCIES.has(c.currency) ? c.currency : 'UNKNOWN') as 'USD' | 'CAD' | 'UNKNOWN' | 'NOT_APPLICABLE',
    status: c.status,
    description: c.description,
    receiptNumber: c.receiptNumber,
    paymentMethod: c.card ? { brand: brand(c.card.brand), last4: c.card.last4, expMonth: c.card.expMonth, expYear: c.card.expYear } : null,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
  };
}

export function paymentsConfigView(ctx: ServiceContext) {
  return {
    enabled: paymentsEnabled(ctx),
    plans: planChoicesFor(ctx, ctx.viewer).map(planView),
    gracePeriodDays: ctx.config.membershipGraceDays,
    threeDSecureVersion: THREE_D_SECURE_VERSION,
    applePayVersion: APPLE_PAY_VERSION,
    freeMonthDiscountTiers: [...FREE_MONTH_DISCOUNT_TIERS],
  };
}

export async function viewerMembership(ctx: ServiceContext) {
  if (!ctx.viewer) return null;
  const m = await currentMembership(ctx.db, ctx.viewer.id);
  return m ? membershipView(ctx, m) : null;
}

export async function viewerHasPastMemberships(ctx: ServiceContext, { userId }: { userId: string }): Promise<boolean> {
  if (ctx.viewer?.id !== userId) return false;
  return hasPastMemberships(ctx.db, userId);
}

export async function viewerPaymentMethod(ctx: ServiceContext) {
  if (!ctx.viewer) return null;
  const card = await storedCard(ctx.db, ctx.viewer.id);
  if (!card?.last4) return null;
  return { brand: brand(card.brand ?? 'OTHERS'), last4: card.last4, expMonth: card.expMonth ?? 0, expYear: card.expYear ?? 0 };
}

export const CHARGES_PAGE_SIZE = 20;

export async function viewerCharges(ctx: ServiceContext, { paging }: { paging: { limit?: number | null; to?: string | null } }) {
  if (!ctx.viewer) return { charges: [], pagingInfo: { next: null, previous: null } };
  const limit = Math.min(Math.max(1, Math.floor(paging.limit ?? CHARGES_PAGE_SIZE)), 100);
  const cursor = /^(\d+)_([0-9a-f]{12})$/.exec(paging.to ?? '');
  let query = ctx.db.selectFrom('membership_charges').selectAll().where('user_id', '=', ctx.viewer.id);
  if (cursor) {
    const at = Number(cursor[1]);
    const id = cursor[2]!;
    query = query.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit).map(toCharge);
  const last = page[page.length - 1];
  return { charges: page.map(chargeView), pagingInfo: { next: rows.length > limit && last ? { limit, to: `${last.createdAt}_${last.id}` } : null, previous: null } };
}

/** One of the viewer's own charges; anyone else's answers null, as an unknown id does. */
export async function viewerCharge(ctx: ServiceContext, { chargeId }: { chargeId: string }) {
  if (!ctx.viewer) return null;
  const row = await ctx.db.selectFrom('membership_charges').selectAll().where('id', '=', chargeId).where('user_id', '=', ctx.viewer.id).executeTakeFirst();
  return row ? chargeView(toCharge(row)) : null;
}

type CheckoutResult =
  | { __typename: 'CheckoutSession'; url: string }
  | { __typename: 'CheckoutNotAvailable' | 'PaymentError' | 'BadRequest' | 'Forbidden'; message: string };

function checkoutResult(answer: CheckoutAnswer): CheckoutResult {
  return 'url' in answer ? { __typename: 'CheckoutSession', url: answer.url } : { __typename: answer.refusal, message: answer.message };
}

/** A membership that still runs (or renews): a second checkout is refused. */
function isLive(m: MembershipModel | null): boolean {
  return m !== null && m.status !== 'ENDED';
}

export async function startMembershipCheckout(ctx: SignedInContext, input: { planId: string; referrerUsername?: string | null }): Promise<CheckoutResult> {
  const plan = planChoicesFor(ctx, ctx.viewer).find((p) => p.planId === input.planId && p.kind !== 'GIFT');
  if (!plan) return { __typename: 'BadRequest', message: PAYMENT_MESSAGES.unknownPlan };
  if (!paymentsEnabled(ctx)) return { __typename: 'CheckoutNotAvailable', message: PAYMENT_MESSAGES.checkoutNotAvailable };
  const current = await currentMembership(ctx.db, ctx.viewer.id);
  if (isLive(current)) return { __typename: 'BadRequest', message: PAYMENT_MESSAGES.alreadyMember };
  // The trial is for readers who never had a membership; others start the same plan paid.
  const trialDays = plan.trialDays && current === null ? plan.trialDays : undefined;
  const metadata: Record<string, string> = { planId: plan.planId };
  const referrerName = input.referrerUsername?.trim().replace(/^@/, '');
  if (referrerName) {
    const referrer = (await usersByUsernames(ctx.db, [referrerName])).find((user) => user.username === referrerName && user.deletedAt === null);
    if (referrer && referrer.id !== ctx.viewer.id) metadata.referrerId = referrer.id;
  }
  return checkoutResult(
    await startCheckout(ctx, {
      purpose: 'membership',
      mode: 'subscription',
      lineItems: [{ price: plan.stripeLookupKey, quantity: 1 }],
      metadata,
      successPath: MEMBERSHIP_SUCCESS_PATH,
      cancelPath: MEMBERSHIP_CANCEL_PATH,
      trialDays,
    }),
  );
}

export async function startPaymentMethodUpdate(ctx: SignedInContext): Promise<CheckoutResult> {
  if (!paymentsEnabled(ctx)) return { __typename: 'CheckoutNotAvailable', message: PAYMENT_MESSAGES.checkoutNotAvailable };
  if (!(await customerIdOf(ctx.db, ctx.viewer.id))) return { __typename: 'BadRequest', message: PAYMENT_MESSAGES.noCustomer };
  return checkoutResult(
    await startCheckout(ctx, { purpose: 'payment_method', mode: 'setup', metadata: {}, successPath: PAYMENT_UPDATE_SUCCESS_PATH, cancelPath: PAYMENT_UPDATE_CANCEL_PATH }),
  );
}

type MembershipResult =
  | ReturnType<typeof membershipView>
  | { __typename: 'CheckoutNotAvailable' | 'PaymentMethodDeclined' | 'PaymentError' | 'NotFound'; message: string };

async function changeSubscription(ctx: SignedInContext, change: 'cancel' | 'resume'): Promise<MembershipResult> {
  const current = await currentMembership(ctx.db, ctx.viewer.id);
  if (!current || current.status === 'ENDED') return { __typename: 'NotFound', message: change === 'cancel' ? PAYMENT_MESSAGES.noMembership : PAYMENT_MESSAGES.notResumable };
  if (current.source !== 'STRIPE' || !current.stripeSubscriptionId) return { __typename: 'NotFound', message: PAYMENT_MESSAGES.notCancelable };
  const stripe = stripeClient(ctx.config);
  if (!stripe) return { __typename: 'CheckoutNotAvailable', message: PAYMENT_MESSAGES.checkoutNotAvailable };
  const subscriptionId = current.stripeSubscriptionId;
  try {
    if (change === 'cancel') {
      if (current.status === 'CANCELED') return membershipView(ctx, current);
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    } else if (current.status === 'PAST_DUE') {
      // Resuming a membership whose renewal failed pays the open invoice now, with the card on file.
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const invoiceId = typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice?.id;
      if (invoiceId) await stripe.invoices.pay(invoiceId);
      if (sub.cancel_at_period_end) await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    } else {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    }
  } catch (error) {
    const e = error as Stripe.errors.StripeError;
    if (e.type === 'StripeCardError') return { __typename: 'PaymentMethodDeclined', message: PAYMENT_MESSAGES.paymentMethodDeclined };
    // A subscription this Stripe account does not know (demo data, or an instance moved to another account):
    // nothing will renew it there, so the change is the membership's own.
    if (e.code === 'resource_missing' && current.status !== 'PAST_DUE') return membershipView(ctx, await changeLocally(ctx, current, change));
    return { __typename: 'PaymentError', message: PAYMENT_MESSAGES.paymentError };
  }
  // The webhook will say the same; the reader sees the change at once.
  await syncSubscription(ctx.deps, subscriptionId).catch(() => undefined);
  const updated = await currentMembership(ctx.db, ctx.viewer.id);
  return membershipView(ctx, updated ?? current);
}

async function changeLocally(ctx: SignedInContext, m: MembershipModel, change: 'cancel' | 'resume'): Promise<MembershipModel> {
  const cancel = change === 'cancel';
  await ctx.db
    .updateTable('memberships')
    .set({ status: cancel ? 'CANCELED' : 'ACTIVE', cancel_at_period_end: cancel ? 1 : 0, updated_at: ctx.now() })
    .where('id', '=', m.id)
    .where('status', '!=', 'ENDED')
    .execute();
  return { ...m, status: cancel ? 'CANCELED' : 'ACTIVE', cancelAtPeriodEnd: cancel };
}

export const cancelMembership = (ctx: SignedInContext) => changeSubscription(ctx, 'cancel');
export const resumeMembership = (ctx: SignedInContext) => changeSubscription(ctx, 'resume');
