import { systemContext, withTransaction, type ServiceContext } from '../../core';
import type { Executor } from '../../db';
import type { AppDeps } from '../../graphql/context';
import { isUniqueViolation } from '../../db/dialect';
import { newId } from '../../db/ids';
import { SEND_EMAIL_JOB } from '../email';
import { notify } from '../notifications';
import { onStripeEvent, saveCard, storedCard, stripeClient, userIdOfCustomer, type Stripe } from '../payments';
import { setMemberSince, usersByIds } from '../users';
import { membershipBySubscription, syncCountOf } from './membership.repo';
import { DAY_MS, endMembership, planById } from './membership.service';
import { renewalFailedEmail } from './membership.emails';

type Obj = Record<string, unknown>;

const idOf = (value: unknown): string | null => (typeof value === 'string' ? value : value && typeof value === 'object' ? String((value as Obj).id) : null);

/** Stripe's card brand names onto the spec's list. */
export function cardBrandOf(brand: string | null | undefined): 'AMEX' | 'VISA' | 'MASTERCARD' | 'DISCOVER' | 'JCB' | 'DINERS_CLUB' | 'OTHERS' {
  switch ((brand ?? '').toLowerCase()) {
    case 'amex':
    case 'american express':
      return 'AMEX';
    case 'visa':
      return 'VISA';
    case 'mastercard':
      return 'MASTERCARD';
    case 'discover':
      return 'DISCOVER';
    case 'jcb':
      return 'JCB';
    case 'diners':
    case 'diners club':
    case 'diners_club':
      return 'DINERS_CLUB';
    default:
      return 'OTHERS';
  }
}

function cardOf(pm: Obj | null | undefined) {
  const card = (pm?.card ?? null) as Obj | null;
  if (!pm || !card) return null;
  return { paymentMethodId: String(pm.id), brand: cardBrandOf(card.brand as string), last4: String(card.last4), expMonth: Number(card.exp_month), expYear: Number(card.exp_year) };
}

function periodOf(sub: Obj): { start: number | null; end: number | null } {
  const item = ((sub.items as { data?: Obj[] } | undefined)?.data ?? [])[0] ?? {};
  const start = (item.current_period_start ?? sub.current_period_start) as number | undefined;
  const end = (item.current_period_end ?? sub.current_period_end) as number | undefined;
  return { start: start ? start * 1000 : null, end: end ? end * 1000 : null };
}

function statusOf(sub: Obj): 'ACTIVE' | 'PAST_DUE' | 'CANCELED' | 'ENDED' | null {
  switch (sub.status) {
    case 'active':
    case 'trialing':
      return sub.cancel_at_period_end ? 'CANCELED' : 'ACTIVE';
    case 'past_due':
    case 'unpaid':
      return 'PAST_DUE';
    case 'canceled':
    case 'incomplete_expired':
      return 'ENDED';
    default:
      return null;
  }
}

async function userOf(db: Executor, object: Obj): Promise<string | null> {
  const meta = (object.metadata ?? {}) as Record<string, string>;
  if (meta.userId) {
    const [user] = await usersByIds(db, [meta.userId]);
    if (user) return user.id;
  }
  const customer = idOf(object.customer);
  return customer ? userIdOfCustomer(db, customer) : null;
}

/** Syncs of one subscription that may find it changed under them before one gives up (its job then retries). */
const SYNC_ROUNDS = 5;

/**
 * Brings a membership in line with its Stripe subscription, read fresh from Stripe (so events arriving twice or
 * out of order cannot move it backwards). Two syncs of one subscription at once (two events' jobs) cannot leave
 * the older read's status: a sync writes only if no other sync wrote since it began (the sync count it read
 * first), else it reads Stripe again. ENDED is final for a subscription.
 */
export async function syncSubscription(deps: AppDeps, subscriptionId: string): Promise<void> {
  const stripe = stripeClient(deps.config);
  if (!stripe) return;
  for (let round = 0; round < SYNC_ROUNDS; round++) {
    const seen = await syncCountOf(deps.db, subscriptionId);
    const sub = (await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] })) as unknown as Obj;
    if ((await applyInTransaction(deps, { subscriptionId, sub, seen })) !== 'stale') return;
  }
  throw new Error(`Subscription ${subscriptionId} kept changing while it was synced`);
}

/** Applies what Stripe said in one transaction of its own; two syncs making one new subscription's row at once: 'stale'. */
async function applyInTransaction(deps: AppDeps, input: { subscriptionId: string; sub: Obj; seen: number | null }): Promise<'done' | 'stale'> {
  try {
    return await withTransaction(systemContext(deps), (tx) => applySubscription(tx, input));
  } catch (error) {
    // Two syncs of one new subscription at once: the other made the row first.
    if (isUniqueViolation(error)) return 'stale';
    throw error;
  }
}

/**
 * Writes what Stripe said of a subscription (read by the caller, outside the transaction) through `ctx.db`,
 * the caller's transaction, unless another sync wrote since `seen` was read ('stale').
 */
async function applySubscription(ctx: ServiceContext, input: { subscriptionId: string; sub: Obj; seen: number | null }): Promise<'done' | 'stale'> {
  const { subscriptionId, sub, seen } = input;
  const { config } = ctx;
  const trx = ctx.db;
  const status = statusOf(sub);
  if (!status) return 'done';
  const userId = await userOf(trx, sub);
  if (!userId) return 'done';
  const meta = (sub.metadata ?? {}) as Record<string, string>;
  const period = periodOf(sub);
  const now = ctx.now();
  const card = cardOf(sub.default_payment_method as Obj | null);
  if (card) {
    await saveCard(trx, userId, card, now);
    // Charges of this subscription written before its card was known get it now.
    const known = await membershipBySubscription(trx, subscriptionId);
    if (known) {
      await trx
        .updateTable('membership_charges')
        .set({ card_brand: card.brand, card_last4: card.last4, card_exp_month: card.expMonth, card_exp_year: card.expYear })
        .where('membership_id', '=', known.id)
        .where('status', '=', 'PAID')
        .where('card_last4', 'is', null)
        .execute();
    }
  }

  const existing = await membershipBySubscription(trx, subscriptionId);
  if (existing?.status === 'ENDED') return 'done';
  if (!existing) {
    if (seen !== null) return 'stale';
    if (status === 'ENDED') return 'done';
    const id = newId();
    const plan = planById(ctx, meta.planId ?? null);
    await trx
      .insertInto('memberships')
      .values({
        id,
        user_id: userId,
        plan_id: plan?.planId ?? null,
        status,
        source: 'STRIPE',
        stripe_subscription_id: subscriptionId,
        referrer_id: meta.referrerId ?? null,
        started_at: now,
        current_period_end: period.end,
        cancel_at_period_end: sub.cancel_at_period_end ? 1 : 0,
        grace_ends_at: status === 'PAST_DUE' ? now + config.membershipGraceDays * DAY_MS : null,
        ended_at: null,
        note: null,
        updated_at: now,
        stripe_sync_count: 1,
      })
      .execute();
    await setMemberSince(trx, userId, now);
    await ctx.bus.publish(trx, 'membership.started', { userId, membershipId: id, source: 'STRIPE', referrerId: meta.referrerId ?? null });
    return 'done';
  }
  // Made by another sync after this one read Stripe: this read may be the older one.
  if (seen === null) return 'stale';
  if (status === 'ENDED') {
    await endMembership(ctx, { id: existing.id, userId: existing.userId, now });
    return 'done';
  }
  const updated = await trx
    .updateTable('memberships')
    .set({
      status,
      current_period_end: period.end ?? existing.currentPeriodEnd,
      cancel_at_period_end: sub.cancel_at_period_end ? 1 : 0,
      grace_ends_at: status === 'PAST_DUE' ? (existing.graceEndsAt ?? now + config.membershipGraceDays * DAY_MS) : null,
      updated_at: now,
      stripe_sync_count: seen + 1,
    })
    .where('id', '=', existing.id)
    // Re-checked under the row's lock: an end committed meanwhile by another event's job stays, and a sync
    // that wrote since this one read Stripe wins over it.
    .where('status', '!=', 'ENDED')
    .where('stripe_sync_count', '=', seen)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? 'done' : 'stale';
}

/** The charge of an invoice's payment: the invoice's own `charge` (older API versions), else its invoice payments. */
async function chargeOf(stripe: Stripe, invoice: Obj, outcome: 'paid' | 'failed'): Promise<Obj | null> {
  try {
    const direct = idOf(invoice.charge);
    if (direct) return (await stripe.charges.retrieve(direct)) as unknown as Obj;
    const payments = await stripe.invoicePayments.list({ invoice: String(invoice.id), expand: ['data.payment.payment_intent.latest_charge'] });
    const rows = payments.data as unknown as Obj[];
    const pick = rows.find((p) => (outcome === 'paid' ? p.status === 'paid' : p.status !== 'paid')) ?? rows[0];
    const intent = (pick?.payment as Obj | undefined)?.payment_intent as Obj | string | undefined;
    const latest = intent && typeof intent === 'object' ? intent.latest_charge : null;
    return latest && typeof latest === 'object' ? (latest as Obj) : null;
  } catch {
    // Billing history without the card is better than no row at all.
    return null;
  }
}

/**
 * Records one attempt to pay an invoice in billing history (from the event's own copy of the invoice, which
 * names that attempt's charge), after syncing the subscription from Stripe. A failure makes the membership
 * PAST_DUE only when Stripe still says so (a retry paid since then wins).
 */
async function recordInvoice(deps: AppDeps, invoice: Obj, outcome: 'paid' | 'failed'): Promise<void> {
  const stripe = stripeClient(deps.config);
  if (!stripe) return;
  const invoiceId = String(invoice.id);
  const subscriptionId =
    idOf(invoice.subscription) ?? idOf(((invoice.parent as Obj | null)?.subscription_details as Obj | undefined)?.subscription) ?? null;
  if (!subscriptionId) return;
  await syncSubscription(deps, subscriptionId);
  const membership = await membershipBySubscription(deps.db, subscriptionId);
  const userId = membership?.userId ?? (await userOf(deps.db, invoice));
  if (!userId) return;
  const charge = await chargeOf(stripe, invoice, outcome);
  // The charge's own card; else the card on file (just synced from the subscription's default payment method).
  let details = ((charge?.payment_method_details as Obj | undefined)?.card ?? null) as Obj | null;
  if (!details) {
    const onFile = await storedCard(deps.db, userId);
    if (onFile?.last4) details = { brand: onFile.brand, last4: onFile.last4, exp_month: onFile.expMonth, exp_year: onFile.expYear };
  }
  const amount = outcome === 'paid' ? Number(invoice.amount_paid ?? 0) : Number(invoice.amount_due ?? 0);
  const line = (((invoice.lines as Obj | undefined)?.data ?? []) as Obj[])[0];
  const linePeriod = (line?.period ?? null) as { start: number; end: number } | null;
  const periodStart = (linePeriod?.start ?? (invoice.period_start as number)) * 1000;
  const periodEnd = (linePeriod?.end ?? (invoice.period_end as number)) * 1000;
  const plan = planById(deps, membership?.planId ?? null);
  const now = deps.now();
  // An invoice is paid once; each failed attempt is its own row.
  const ref = outcome === 'paid' ? `${invoiceId}:paid` : `${invoiceId}:failed:${String(invoice.attempt_count ?? 1)}`;
  const currency = String(invoice.currency ?? 'usd').toUpperCase();
  const description = `${plan ? `${plan.name} membership` : 'Membership'}${invoice.billing_reason === 'subscription_create' && amount === 0 ? ' (free trial)' : ''}`;

  await withTransaction(systemContext(deps), async ({ db: trx }) => {
    const inserted = await trx
      .insertInto('membership_charges')
      .values({
        id: newId(),
        user_id: userId,
        membership_id: membership?.id ?? null,
        stripe_ref: ref,
        created_at: now,
        amount,
        currency: currency === 'CAD' ? 'CAD' : currency === 'USD' ? 'USD' : 'UNKNOWN',
        status: outcome === 'paid' ? 'PAID' : 'FAILED',
        description,
        receipt_number: String(charge?.receipt_number ?? invoice.number ?? ref),
        card_brand: details ? cardBrandOf(details.brand as string) : null,
        card_last4: details ? String(details.last4) : null,
        card_exp_month: details ? Number(details.exp_month) : null,
        card_exp_year: details ? Number(details.exp_year) : null,
        period_start: periodStart,
        period_end: periodEnd,
      })
      .onConflict((c) => c.column('stripe_ref').doNothing())
      .executeTakeFirst();
    const fresh = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (!fresh) return;
    if (outcome === 'paid' && amount > 0) {
      await trx
        .insertInto('membership_fees')
        .values({ id: newId(), user_id: userId, source_ref: `invoice:${invoiceId}`, amount, currency, period_start: periodStart, period_end: periodEnd })
        .onConflict((c) => c.column('source_ref').doNothing())
        .execute();
    }
    if (!membership) return;
    if (outcome === 'paid' && invoice.billing_reason !== 'subscription_create') {
      await deps.bus.publish(trx, 'membership.renewed', { userId, membershipId: membership.id, periodEnd: membership.currentPeriodEnd });
    }
    if (outcome === 'failed') {
      const current = await membershipBySubscription(trx, subscriptionId);
      if (!current || current.status !== 'PAST_DUE') return;
      const graceEndsAt = current.graceEndsAt ?? now + deps.config.membershipGraceDays * DAY_MS;
      await trx.updateTable('memberships').set({ status: 'PAST_DUE', grace_ends_at: graceEndsAt, updated_at: now }).where('id', '=', current.id).where('status', '=', 'PAST_DUE').execute();
      await deps.bus.publish(trx, 'membership.renewalFailed', { userId, membershipId: current.id, graceEndsAt, invoiceId });
    }
  });
}

/** A completed setup-mode Checkout: the new card becomes the default of the customer and of the subscription. */
async function paymentMethodUpdated(deps: AppDeps, session: Obj): Promise<void> {
  const stripe = stripeClient(deps.config);
  if (!stripe) return;
  const setupIntentId = idOf(session.setup_intent);
  const customerId = idOf(session.customer);
  if (!setupIntentId || !customerId) return;
  const userId = await userIdOfCustomer(deps.db, customerId);
  if (!userId) return;
  const intent = (await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] })) as unknown as Obj;
  const pm = intent.payment_method as Obj | null;
  if (!pm || typeof pm !== 'object') return;
  await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: String(pm.id) } });
  const live = await deps.db
    .selectFrom('memberships')
    .select('stripe_subscription_id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'ENDED')
    .where('stripe_subscription_id', 'is not', null)
    .execute();
  for (const row of live) await stripe.subscriptions.update(row.stripe_subscription_id!, { default_payment_method: String(pm.id) });
  const card = cardOf(pm);
  if (card) await saveCard(deps.db, userId, card, deps.now());
}

export function registerMembershipStripeHandlers(deps: AppDeps): void {
  void deps;
  onStripeEvent('membership', async (d, event) => {
    const session = event.data.object as unknown as Obj;
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) await syncSubscription(d, subscriptionId);
  });
  onStripeEvent('payment_method', async (d, event) => paymentMethodUpdated(d, event.data.object as unknown as Obj));
  for (const type of ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']) {
    onStripeEvent(type, async (d, event) => syncSubscription(d, (event.data.object as Stripe.Subscription).id));
  }
  onStripeEvent('invoice.paid', async (d, event) => recordInvoice(d, event.data.object as unknown as Obj, 'paid'));
  onStripeEvent('invoice.payment_failed', async (d, event) => recordInvoice(d, event.data.object as unknown as Obj, 'failed'));

  deps.bus.subscribe('membership.renewalFailed', 'membership-renewal-failed-email', async (e, meta) => {
    const [user] = await usersByIds(deps.db, [e.userId]);
    if (!user?.email) return;
    await deps.jobs.enqueue(deps.db, {
      name: SEND_EMAIL_JOB,
      payload: await renewalFailedEmail(deps.config, { to: user.email, name: user.name, graceEndsAt: e.graceEndsAt }),
      key: `membership-renewal-failed:${meta.eventId}`,
    });
  });
  deps.bus.subscribe('membership.started', 'membership-referral', async (e, meta) => {
    if (!e.referrerId || e.referrerId === e.userId) return;
    const referral = { recipientId: e.referrerId, type: 'users_referred_membership' as const, actorId: e.userId, dedupeKey: `${meta.eventId}:referral`, occurredAt: meta.occurredAt };
    await withTransaction(systemContext(deps), (ctx) => notify(ctx, referral));
  });
  deps.bus.subscribe('membership.started', 'membership-page-cache', (e) => deps.pageCache.purge([`user:${e.userId}`]));
  deps.bus.subscribe('membership.ended', 'membership-page-cache', (e) => deps.pageCache.purge([`user:${e.userId}`]));
}
