// What gifts use of the payments and membership modules, in one place.
export { onStripeEvent, paymentsEnabled, startCheckout } from '../payments';
export { grantMembership, plansOf, type PlanConfig } from '../membership';
