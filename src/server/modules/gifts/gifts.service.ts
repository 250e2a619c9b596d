import {
  GIFT_CODE_VALID_DAYS,
  GIFT_MESSAGES,
  GIFT_RATE_LIMITS,
  OPERATOR_GIFT_MAX,
  formatGiftCode,
  giftDetailsError,
  groupQuantityError,
  normalizeGiftCode,
  type GiftDetails,
} from '../../../shared/validation/gifts';
import { normalizeEmail } from '../../../shared/validation/auth';
import { newId } from '../../db/ids';
import type { ServiceContext, SignedInContext } from '../../core';
import { expectedRefusal, type Refusal } from '../../graphql/refusal';
import { consumeAttempt } from '../../security';
import { emailAvatarUrl, SEND_EMAIL_JOB } from '../email';
import { giftCodeHash, giftCodeHashes, newGiftCode, sealGiftCode, UNSEALED_PREFIX, unsealGiftCode } from './gifts.codes';
import { giftEmail, receiptEmail, redeemedEmail, redeemUrl } from './gifts.emails';
import { grantMembership, paymentsEnabled, plansOf, startCheckout, type PlanConfig } from './gifts.payments';
import {
  claimCode,
  codeByHashes,
  codesOf,
  dueGiftIds,
  insertCodes,
  insertPurchase,
  markDelivered,
  markPaid,
  purchaseById,
  purchasesOfBuyer,
  type GiftCodeRow,
  type GiftKind,
  type GiftPurchaseRow,
} from './gifts.repo';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A gift purchase was paid (or made by staff): its receipt and, when due, the recipient's email go out. */
    'gift.paid': { purchaseId: string };
    /** A code was redeemed: its buyer is told. */
    'gift.redeemed': { purchaseId: string; codeId: string; redeemerId: string };
  }
}

export const DELIVER_GIFT_JOB = 'gift.deliver';
const DAY = 24 * 60 * 60 * 1000;

type CodeState = 'AVAILABLE' | 'REDEEMED' | 'EXPIRED';

export interface GiftCodeModel {
  id: string;
  code: string;
  redeemUrl: string;
  state: CodeState;
  redeemedAt: number | null;
  expiresAt: number;
}

export interface GiftPurchaseModel {
  id: string;
  kind: GiftKind;
  status: 'PENDING' | 'PAID';
  months: number;
  quantity: number;
  amount: number;
  currency: 'USD' | 'CAD';
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
  senderName: string | null;
  deliverAt: number | null;
  deliveredAt: number | null;
  createdAt: number;
  redeemedCount: number;
  codes: GiftCodeModel[];
}

export type GiftPlanModel = PlanConfig & { kind: 'GIFT' };

type CheckoutAnswer =
  | { __typename: 'CheckoutSession'; url: string }
  | { __typename: 'CheckoutNotAvailable'; message: string }
  | { __typename: 'PaymentError'; message: string }
  | { __typename: 'BadRequest' | 'Forbidden' | 'TooManyRequests'; message: string };

const badRequest = (message: string) => ({ __typename: 'BadRequest' as const, message });

// Plans.

export function giftPlans(ctx: ServiceContext): GiftPlanModel[] {
  return plansOf(ctx)
    .filter((plan) => plan.kind === 'GIFT')
    .map((plan) => ({ ...plan, kind: 'GIFT' as const }))
    .sort((a, b) => a.months - b.months);
}

function giftPlan(ctx: ServiceContext, planId: string): GiftPlanModel | null {
  return giftPlans(ctx).find((plan) => plan.planId === planId) ?? null;
}

// Buying.

async function checkoutLimited(ctx: SignedInContext): Promise<CheckoutAnswer | null> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `gift:checkout:${ctx.viewer.id}`, GIFT_RATE_LIMITS.checkout, ctx.now());
  return verdict.ok ? null : { __typename: 'TooManyRequests', message: GIFT_MESSAGES.tooMany };
}

async function checkout(ctx: SignedInContext, purchase: GiftPurchaseRow, plan: GiftPlanModel, successPath: string, cancelPath: string): Promise<CheckoutAnswer> {
  await insertPurchase(ctx.db, purchase);
  const started = await startCheckout(ctx, {
    purpose: 'gift',
    mode: 'payment',
    lineItems: [{ price: plan.stripeLookupKey, quantity: purchase.quantity }],
    metadata: { giftPurchaseId: purchase.id },
    successPath,
    cancelPath,
  });
  if ('url' in started) return { __typename: 'CheckoutSession', url: started.url };
  return { __typename: started.refusal, message: started.message };
}

export async function startGiftCheckout(ctx: SignedInContext, input: GiftDetails & { planId: string }): Promise<CheckoutAnswer> {
  if (!paymentsEnabled(ctx)) return { __typename: 'CheckoutNotAvailable', message: GIFT_MESSAGES.notConfigured };
  const plan = giftPlan(ctx, input.planId);
  if (!plan) return badRequest(GIFT_MESSAGES.unknownPlan);
  const now = ctx.now();
  const problem = giftDetailsError(input, now);
  if (problem) return badRequest(problem);
  const limited = await checkoutLimited(ctx);
  if (limited) return limited;
  const message = (input.message ?? '').trim();
  const id = newId();
  const purchase: GiftPurchaseRow = {
    ...emptyPurchase(id, ctx.viewer.id, 'GIFT', plan, 1, now),
    recipient_name: input.recipientName.trim(),
    recipient_email: normalizeEmail(input.recipientEmail),
    message: message || null,
    sender_name: input.senderName.trim(),
    // A date that has come already (today) is delivered at payment.
    deliver_at: input.deliverAt != null && input.deliverAt > now ? input.deliverAt : null,
  };
  return checkout(ctx, purchase, plan, `/gift?purchased=${id}`, '/gift');
}

export async function startGroupGiftCheckout(ctx: SignedInContext, input: { planId: string; quantity: number }): Promise<CheckoutAnswer> {
  if (!paymentsEnabled(ctx)) return { __typename: 'CheckoutNotAvailable', message: GIFT_MESSAGES.notConfigured };
  const plan = giftPlan(ctx, input.planId);
  if (!plan) return badRequest(GIFT_MESSAGES.unknownPlan);
  const problem = groupQuantityError(input.quantity);
  if (problem) return badRequest(problem);
  const limited = await checkoutLimited(ctx);
  if (limited) return limited;
  const id = newId();
  const purchase = { ...emptyPurchase(id, ctx.viewer.id, 'GROUP', plan, input.quantity, ctx.now()), sender_name: ctx.viewer.name };
  return checkout(ctx, purchase, plan, `/group-gift?purchased=${id}`, '/group-gift');
}

function emptyPurchase(id: string, buyerId: string, kind: GiftKind, plan: GiftPlanModel | null, quantity: number, now: number): GiftPurchaseRow {
  return {
    id,
    buyer_id: buyerId,
    kind,
    status: 'PENDING',
    plan_id: plan?.planId ?? null,
    months: plan?.months ?? 0,
    quantity,
    amount: (plan?.amount ?? 0) * quantity,
    currency: plan?.currency ?? 'USD',
    recipient_name: null,
    recipient_email: null,
    message: null,
    sender_name: null,
    note: null,
    deliver_at: null,
    delivered_at: null,
    checkout_session_id: null,
    paid_at: null,
    created_at: now,
  };
}

/** Makes a purchase's codes (in the caller's transaction) and answers them in canonical form. */
async function makeCodes(ctx: ServiceContext, purchase: { id: string; quantity: number }, now: number): Promise<string[]> {
  const codes = Array.from({ length: purchase.quantity }, () => newGiftCode());
  await insertCodes(
    ctx.db,
    codes.map((code, position) => ({
      id: newId(),
      purchase_id: purchase.id,
      position,
      // The keyring belongs to the app's database handle, not to the transaction.
      code_hash: giftCodeHash(ctx.deps.db, code),
      code_sealed: sealGiftCode(ctx.deps.db, code),
      expires_at: now + GIFT_CODE_VALID_DAYS * DAY,
      redeemed_by: null,
      redeemed_at: null,
      created_at: now,
    })),
  );
  return codes;
}

/**
 * Stripe's checkout.session.completed for a gift: the purchase is paid and its codes made, once, however often it
 * arrives. Its writes hold together in the caller's transaction.
 */
export async function onGiftCheckoutCompleted(ctx: ServiceContext, { event }: { event: { data: { object: unknown } } }): Promise<void> {
  const session = event.data.object as {
    id: string;
    metadata?: Record<string, string> | null;
    amount_total?: number | null;
    currency?: string | null;
    payment_status?: string | null;
  };
  const purchaseId = session.metadata?.giftPurchaseId;
  if (!purchaseId) return;
  if (session.payment_status && session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
  const now = ctx.now();
  const purchase = await purchaseById(ctx.db, purchaseId);
  if (!purchase || purchase.buyer_id !== session.metadata?.userId) return;
  const paid = await markPaid(ctx.db, purchaseId, { sessionId: session.id, amount: session.amount_total ?? null, currency: session.currency ?? null, paidAt: now });
  if (!paid) return;
  await makeCodes(ctx, purchase, now);
  await ctx.bus.publish(ctx.db, 'gift.paid', { purchaseId });
}

/** Staff: codes without payment (an instance without Stripe, a promotion); answered with the codes to hand out. */
export async function createGiftCodes(ctx: SignedInContext, input: { months: number; quantity: number; note?: string | null }) {
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > 24) return badRequest('Choose from 1 to 24 months.');
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > OPERATOR_GIFT_MAX) return badRequest(`Choose from 1 to ${OPERATOR_GIFT_MAX} codes.`);
  const now = ctx.now();
  const id = newId();
  await insertPurchase(ctx.db, {
    ...emptyPurchase(id, ctx.viewer.id, 'OPERATOR', null, input.quantity, now),
    months: input.months,
    status: 'PAID',
    paid_at: now,
    sender_name: ctx.config.productName,
    note: input.note?.trim().slice(0, 200) || null,
  });
  await makeCodes(ctx, { id, quantity: input.quantity }, now);
  const purchase = await purchaseOf(ctx, ctx.viewer.id, id);
  if (!purchase) throw new Error(`Gift purchase ${id} vanished`);
  return { __typename: 'GiftPurchase' as const, ...purchase };
}

/** Hashes and seals codes written without the instance's keys (the demo seeder's); answers how many. */
export async function sealPendingGiftCodes(ctx: ServiceContext): Promise<number> {
  const pending = await ctx.db.selectFrom('gift_codes').select(['id', 'code_sealed']).where('code_sealed', 'like', `${UNSEALED_PREFIX}%`).execute();
  for (const row of pending) {
    const code = row.code_sealed.slice(UNSEALED_PREFIX.length);
    await ctx.db
      .updateTable('gift_codes')
      // The keyring belongs to the app's database handle, not to the transaction.
      .set({ code_hash: giftCodeHash(ctx.deps.db, code), code_sealed: sealGiftCode(ctx.deps.db, code) })
      .where('id', '=', row.id)
      .where('code_sealed', '=', row.code_sealed)
      .execute();
  }
  return pending.length;
}

// Delivering.

/** Enqueues the recipient's email of every gift whose delivery date has come (by the app clock); run every minute and at start. */
export async function deliverDueGifts(ctx: ServiceContext): Promise<number> {
  const ids = await dueGiftIds(ctx.db, ctx.now());
  for (const id of ids) await ctx.deps.jobs.enqueue(ctx.db, { name: DELIVER_GIFT_JOB, key: `${DELIVER_GIFT_JOB}:${id}`, payload: { purchaseId: id } });
  return ids.length;
}

function purchasesUrl(ctx: ServiceContext, kind: string): string {
  return `${ctx.config.publicUrl}${kind === 'GROUP' ? '/group-gift' : '/gift'}#your-gifts`;
}

/** The recipient's email, through the email job (written once: its key), then the gift is marked delivered. */
export async function deliverGift(ctx: ServiceContext, input: { purchaseId: string }): Promise<void> {
  const purchase = await purchaseById(ctx.db, input.purchaseId);
  if (!purchase || purchase.status !== 'PAID' || purchase.kind !== 'GIFT' || purchase.delivered_at !== null || !purchase.recipient_email) return;
  const [code] = await codesOf(ctx.db, [purchase.id]);
  if (!code) return;
  const message = await giftEmail({
      to: purchase.recipient_email,
      productName: ctx.config.productName,
      publicUrl: ctx.config.publicUrl,
      recipientName: purchase.recipient_name ?? '',
      senderName: purchase.sender_name ?? '',
      months: purchase.months,
      message: purchase.message,
      code: unsealGiftCode(ctx.deps.db, code.code_sealed),
      expiresAt: code.expires_at,
  });
  await ctx.deps.jobs.enqueue(ctx.db, { name: SEND_EMAIL_JOB, key: `gift-email:${purchase.id}`, payload: message });
  await markDelivered(ctx.db, purchase.id, ctx.now());
}

/** After payment: the buyer's receipt (a group's codes in it), and the gift itself unless it waits for its date. */
export async function afterGiftPaid(ctx: ServiceContext, input: { purchaseId: string }): Promise<void> {
  const purchase = await purchaseById(ctx.db, input.purchaseId);
  if (!purchase || purchase.status !== 'PAID') return;
  if (purchase.kind === 'GIFT' && purchase.delivered_at === null && (purchase.deliver_at === null || purchase.deliver_at <= ctx.now())) {
    await ctx.deps.jobs.enqueue(ctx.db, { name: DELIVER_GIFT_JOB, key: `${DELIVER_GIFT_JOB}:${purchase.id}`, payload: { purchaseId: purchase.id } });
  }
  if (purchase.kind === 'OPERATOR') return;
  const buyer = await ctx.loaders.userById.load(purchase.buyer_id);
  if (!buyer?.email) return;
  const codes = purchase.kind === 'GROUP' ? (await codesOf(ctx.db, [purchase.id])).map((row) => unsealGiftCode(ctx.deps.db, row.code_sealed)) : [];
  const message = await receiptEmail({
      to: buyer.email,
      productName: ctx.config.productName,
      publicUrl: ctx.config.publicUrl,
      kind: purchase.kind === 'GROUP' ? 'GROUP' : 'GIFT',
      months: purchase.months,
      quantity: purchase.quantity,
      amount: purchase.amount,
      currency: purchase.currency,
      recipientName: purchase.recipient_name,
      recipientEmail: purchase.recipient_email,
      deliverAt: purchase.deliver_at,
      codes,
      purchaseUrl: purchasesUrl(ctx, purchase.kind),
  });
  await ctx.deps.jobs.enqueue(ctx.db, { name: SEND_EMAIL_JOB, key: `gift-receipt:${purchase.id}`, payload: message });
}

export async function tellBuyerRedeemed(ctx: ServiceContext, input: { purchaseId: string; codeId: string; redeemerId: string }): Promise<void> {
  const purchase = await purchaseById(ctx.db, input.purchaseId);
  if (!purchase || purchase.kind === 'OPERATOR' || purchase.buyer_id === input.redeemerId) return;
  // One query for both people (the loader batches them).
  const [buyer, redeemer] = await Promise.all([ctx.loaders.userById.load(purchase.buyer_id), ctx.loaders.userById.load(input.redeemerId)]);
  if (!buyer?.email) return;
  const message = await redeemedEmail({
    to: buyer.email,
    productName: ctx.config.productName,
    publicUrl: ctx.config.publicUrl,
    recipientAvatarUrl: emailAvatarUrl(ctx.config.publicUrl, redeemer?.imageId),
    recipientName: purchase.kind === 'GIFT' ? (purchase.recipient_name ?? redeemer?.name ?? 'Someone') : (redeemer?.name ?? 'Someone'),
    months: purchase.months,
    purchaseUrl: purchasesUrl(ctx, purchase.kind),
  });
  await ctx.deps.jobs.enqueue(ctx.db, { name: SEND_EMAIL_JOB, key: `gift-redeemed:${input.codeId}`, payload: message });
}

// Reading.

function codeState(row: GiftCodeRow, now: number): CodeState {
  if (row.redeemed_at !== null) return 'REDEEMED';
  return row.expires_at <= now ? 'EXPIRED' : 'AVAILABLE';
}

function toPurchase(ctx: ServiceContext, row: GiftPurchaseRow, codes: GiftCodeRow[]): GiftPurchaseModel {
  const now = ctx.now();
  return {
    id: row.id,
    kind: row.kind as GiftKind,
    status: row.status as 'PENDING' | 'PAID',
    months: row.months,
    quantity: row.quantity,
    amount: row.amount,
    currency: row.currency === 'CAD' ? 'CAD' : 'USD',
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    message: row.message,
    senderName: row.sender_name,
    deliverAt: row.deliver_at,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    redeemedCount: codes.filter((code) => code.redeemed_at !== null).length,
    codes: codes.map((code) => {
      const plain = unsealGiftCode(ctx.deps.db, code.code_sealed);
      return {
        id: code.id,
        code: formatGiftCode(plain),
        redeemUrl: redeemUrl(ctx.config.publicUrl, plain),
        state: codeState(code, now),
        redeemedAt: code.redeemed_at,
        expiresAt: code.expires_at,
      };
    }),
  };
}

/** The buyer's own purchase, or null (anybody else's is never read). */
async function purchaseOf(ctx: ServiceContext, buyerId: string, id: string): Promise<GiftPurchaseModel | null> {
  const row = await purchaseById(ctx.db, id);
  if (!row || row.buyer_id !== buyerId) return null;
  return toPurchase(ctx, row, await codesOf(ctx.db, [row.id]));
}

export async function viewerGiftPurchases(ctx: ServiceContext): Promise<GiftPurchaseModel[]> {
  if (!ctx.viewer) return [];
  const rows = await purchasesOfBuyer(ctx.db, ctx.viewer.id);
  const codes = await codesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toPurchase(
      ctx,
      row,
      codes.filter((code) => code.purchase_id === row.id),
    ),
  );
}

export async function viewerGiftPurchase(ctx: ServiceContext, { id }: { id: string }): Promise<GiftPurchaseModel | null> {
  return ctx.viewer ? purchaseOf(ctx, ctx.viewer.id, id) : null;
}

async function findCode(ctx: ServiceContext, canonical: string): Promise<{ code: GiftCodeRow; purchase: GiftPurchaseRow } | null> {
  // The keyring belongs to the app's database handle, not to the transaction.
  const code = await codeByHashes(ctx.db, giftCodeHashes(ctx.deps.db, canonical));
  if (!code) return null;
  const purchase = await purchaseById(ctx.db, code.purchase_id);
  return purchase && purchase.status === 'PAID' ? { code, purchase } : null;
}

const TOO_MANY_LOOK_UPS = expectedRefusal(GIFT_MESSAGES.tooMany, 'TOO_MANY_REQUESTS');

/** A code's public face: its length, who it is from and for, whether it is good; the message only for its buyer and its redeemer. */
export async function giftByCode(ctx: ServiceContext, { giftCode }: { giftCode: string }) {
  // Every look-up counts, whatever it asks, per address and per signed-in reader; a refusal says so (a null would read as "no such code").
  const now = ctx.now();
  const byIp = await consumeAttempt(ctx.deps.rateLimits, `gift:lookup:ip:${ctx.request.ip}`, GIFT_RATE_LIMITS.lookupPerIp, now);
  const byUser = ctx.viewer ? await consumeAttempt(ctx.deps.rateLimits, `gift:lookup:user:${ctx.viewer.id}`, GIFT_RATE_LIMITS.lookupPerUser, now) : ({ ok: true } as const);
  if (!byIp.ok || !byUser.ok) throw TOO_MANY_LOOK_UPS;
  const canonical = normalizeGiftCode(giftCode);
  if (!canonical) return null;
  const found = await findCode(ctx, canonical);
  if (!found) return null;
  const { code, purchase } = found;
  const viewerId = ctx.viewer?.id ?? null;
  const redeemedByViewer = viewerId !== null && code.redeemed_by === viewerId;
  const mayReadMessage = viewerId !== null && (purchase.buyer_id === viewerId || redeemedByViewer);
  return {
    code: formatGiftCode(canonical),
    months: purchase.months,
    senderName: purchase.sender_name,
    recipientName: purchase.kind === 'GIFT' ? purchase.recipient_name : null,
    state: codeState(code, ctx.now()),
    expiresAt: code.expires_at,
    message: mayReadMessage ? purchase.message : null,
    redeemedByViewer,
  };
}

// Redeeming.

type RedeemAnswer = { __typename: 'GiftRedemption'; months: number; senderName: string | null; message: string | null; memberUntil: number | null } | Refusal;

export async function redeemGiftCode(ctx: SignedInContext, { giftCode }: { giftCode: string }): Promise<RedeemAnswer> {
  const now = ctx.now();
  // Every attempt counts, per reader and per address: codes cannot be guessed by trying.
  const byUser = await consumeAttempt(ctx.deps.rateLimits, `gift:redeem:user:${ctx.viewer.id}`, GIFT_RATE_LIMITS.redeemPerUser, now);
  const byIp = await consumeAttempt(ctx.deps.rateLimits, `gift:redeem:ip:${ctx.request.ip}`, GIFT_RATE_LIMITS.redeemPerIp, now);
  if (!byUser.ok || !byIp.ok) return { __typename: 'TooManyRequests', message: GIFT_MESSAGES.tooMany };
  const canonical = normalizeGiftCode(giftCode);
  if (!canonical) return badRequest(GIFT_MESSAGES.badCode);
  const found = await findCode(ctx, canonical);
  if (!found) return { __typename: 'NotFound', message: GIFT_MESSAGES.unknownCode };
  const { code, purchase } = found;
  if (code.redeemed_at !== null) return badRequest(GIFT_MESSAGES.usedCode);
  if (code.expires_at <= now) return badRequest(GIFT_MESSAGES.expiredCode);
  if (!(await claimCode(ctx.db, code.id, ctx.viewer.id, now))) return badRequest(GIFT_MESSAGES.usedCode);
  const granted = await grantMembership(ctx, {
    userId: ctx.viewer.id,
    months: purchase.months,
    source: 'GIFT',
    now,
    note: `gift ${purchase.id}`,
    announce: true,
    // What one code was paid (nothing for staff-made codes), for the writers' earnings.
    amountCents: Math.floor(purchase.amount / Math.max(1, purchase.quantity)),
    currency: purchase.currency,
  });
  await ctx.bus.publish(ctx.db, 'gift.redeemed', { purchaseId: purchase.id, codeId: code.id, redeemerId: ctx.viewer.id });
  ctx.loaders.userById.clear(ctx.viewer.id);
  return {
    __typename: 'GiftRedemption',
    months: purchase.months,
    senderName: purchase.sender_name,
    message: purchase.message,
    memberUntil: granted.currentPeriodEnd ?? null,
  };
}
