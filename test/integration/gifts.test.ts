import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGES, GIFT_RATE_LIMITS, normalizeGiftCode } from '../../src/shared/validation/gifts';
import { deliverDueGifts, sealPendingGiftCodes } from '../../src/server/modules/gifts';
import { systemContext } from '../../src/server/core';
import { seedDemoContent } from '../../src/server/seed/seed';
import { STRIPE_WEBHOOK_PATH } from '../../src/server/http/stripe-webhook-route';
import { createUser } from '../support/factories';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

/**
 * Gift memberships end to end against the Stripe stand-in (real HTTP, webhooks signed by the SDK's helper):
 * buying (one gift and a group), the emails, delivery on a date by the app clock, redeeming once only (also
 * when two attempts race), expired, unknown and used codes, stacking on a membership, guards and privacy.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(Date.UTC(2026, 10, 2, 12, 0, 0));
let t: TestApp;
let stripe: StripeStandIn;
let ipCounter = 0;
// Addresses of this run only (rate-limit counters live in Redis across runs on that configuration).
const run = Math.floor(Math.random() * 200) + 1;
const freshIp = () => `10.${run}.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  stripe = await startStripeStandIn({});
  t = await createTestApp(stripe.env(), { now: clock.now });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.setWebhookUrl(`${address}${STRIPE_WEBHOOK_PATH}`);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

type Gql = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Person {
  id: string;
  email: string;
  gql: Gql;
}

async function person(options: { name?: string; staff?: boolean } = {}): Promise<Person> {
  const user = await createUser(t.deps.db, options.name ? { name: options.name } : {});
  if (options.staff) await t.deps.db.updateTable('users').set({ is_staff: 1 }).where('id', '=', user.id).execute();
  const session = await t.signIn(user.id);
  const ip = freshIp();
  return { id: user.id, email: user.email, gql: (query, variables = {}) => t.graphql(query, variables, { ...session, ip }) };
}
const anonymous: Gql = (query, variables = {}) => t.graphql(query, variables, { ip: freshIp() });

const CHECKOUT_FIELDS = `__typename ... on CheckoutSession { url } ... on CheckoutNotAvailable { message } ... on PaymentError { message }
  ... on BadRequest { message } ... on Forbidden { message } ... on TooManyRequests { message }`;
const START = `mutation($input: GiftCheckoutInput!) { startGiftCheckout(input: $input) { ${CHECKOUT_FIELDS} } }`;
const START_GROUP = `mutation($planId: ID!, $quantity: Int!) { startGroupGiftCheckout(planId: $planId, quantity: $quantity) { ${CHECKOUT_FIELDS} } }`;
const REDEEM = `mutation($giftCode: String!) { redeemGiftCode(giftCode: $giftCode) { __typename
  ... on GiftRedemption { months senderName giftMessage: message memberUntil }
  ... on BadRequest { message } ... on NotFound { message } ... on Forbidden { message } ... on TooManyRequests { message } } }`;
const CREATE_CODES = `mutation($months: Int!, $quantity: Int!) { createGiftCodes(months: $months, quantity: $quantity) { __typename
  ... on GiftPurchase { id kind months quantity codes { code state } } ... on BadRequest { message } } }`;
const PURCHASES = `query { viewerGiftPurchases { id kind status months quantity amount recipientName recipientEmail message deliverAt deliveredAt redeemedCount
  codes { id code redeemUrl state redeemedAt } } }`;
const PURCHASE = `query($id: ID!) { viewerGiftPurchase(id: $id) { id message codes { code } } }`;
const BY_CODE = `query($giftCode: String!) { giftByCode(giftCode: $giftCode) { code months senderName recipientName state message redeemedByViewer } }`;
const PLANS = `query { giftPlans { planId kind months amount } }`;
const MEMBER = `query { viewer { id mediumMemberAt } }`;

/** The reader's live gift or operator membership, as the membership module keeps it. */
async function membershipOf(userId: string) {
  return t.deps.db
    .selectFrom('memberships')
    .select(['status', 'source', 'current_period_end'])
    .where('user_id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .orderBy('current_period_end', 'desc')
    .executeTakeFirst();
}

async function outboxTo(address: string) {
  return t.deps.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', address.toLowerCase()).orderBy('created_at').execute();
}

function sessionIdOf(url: string): string {
  const id = /cs_[A-Za-z0-9_]+/.exec(url)?.[0];
  if (!id) throw new Error(`No checkout session id in ${url}`);
  return id;
}

const details = (overrides: Record<string, unknown> = {}) => ({
  planId: 'gift-3',
  recipientName: 'Grace',
  recipientEmail: `grace.${Math.random().toString(36).slice(2)}@example.com`,
  message: 'Happy reading! Thought of you.',
  senderName: 'Ada',
  ...overrides,
});

/** Buys a gift through Checkout and the stand-in, and waits for the webhook's work. */
async function buyGift(buyer: Person, overrides: Record<string, unknown> = {}) {
  const input = details(overrides);
  const started = await buyer.gql(START, { input });
  expect(started.data?.startGiftCheckout.__typename).toBe('CheckoutSession');
  const sessionId = sessionIdOf(started.data.startGiftCheckout.url);
  await stripe.completeCheckout(sessionId, { card: '4242424242424242' });
  await t.jobsSettled();
  const purchases = (await buyer.gql(PURCHASES)).data.viewerGiftPurchases as { id: string; codes: { code: string }[]; recipientEmail: string }[];
  const purchase = purchases.find((p) => p.recipientEmail === input.recipientEmail.toLowerCase());
  expect(purchase).toBeDefined();
  return { input, sessionId, purchase: purchase!, code: purchase!.codes[0]!.code };
}

describe('gift plans', () => {
  it('offers the gift lengths of the plans configuration: 1, 3, 6 and 12 months', async () => {
    const plans = (await anonymous(PLANS)).data.giftPlans as { kind: string; months: number }[];
    expect(plans.map((p) => p.months)).toEqual([1, 3, 6, 12]);
    expect(plans.every((p) => p.kind === 'GIFT')).toBe(true);
  });
});

describe('buying a gift', () => {
  it('checks the details before going to Checkout', async () => {
    const buyer = await person();
    const tooLong = await buyer.gql(START, { input: details({ message: 'x'.repeat(301) }) });
    expect(tooLong.data.startGiftCheckout).toEqual({ __typename: 'BadRequest', message: GIFT_MESSAGES.messageTooLong });
    const badEmail = await buyer.gql(START, { input: details({ recipientEmail: 'not-an-address' }) });
    expect(badEmail.data.startGiftCheckout.message).toBe(GIFT_MESSAGES.recipientEmail);
    const badPlan = await buyer.gql(START, { input: details({ planId: 'monthly' }) });
    expect(badPlan.data.startGiftCheckout.message).toBe(GIFT_MESSAGES.unknownPlan);
    const group = await buyer.gql(START_GROUP, { planId: 'gift-1', quantity: 51 });
    expect(group.data.startGroupGiftCheckout.message).toBe(GIFT_MESSAGES.quantity);
  });

  it('pays through Checkout: the recipient gets the gift email with its code and link, the buyer a receipt', async () => {
    const buyer = await person({ name: 'Ada Buyer' });
    const { input, purchase, code } = await buyGift(buyer);
    expect(purchase).toMatchObject({ kind: 'GIFT', status: 'PAID', months: 3, quantity: 1, amount: 1500, message: input.message, redeemedCount: 0 });
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const toRecipient = await outboxTo(input.recipientEmail);
    expect(toRecipient).toHaveLength(1);
    expect(toRecipient[0]!.subject).toBe('Ada sent you 3 months of Quire membership');
    expect(toRecipient[0]!.text_body).toContain(input.message);
    expect(toRecipient[0]!.text_body).toContain(code);
    expect(toRecipient[0]!.text_body).toContain(`Redeem your gift: ${t.config.publicUrl}/redeem?giftCode=${code}`);
    const toBuyer = await outboxTo(buyer.email);
    expect(toBuyer.map((m) => m.subject)).toEqual(['Your receipt: 3 months of Quire membership for Grace']);
  });

  it('stores codes so that a read of the database does not give them away', async () => {
    const buyer = await person();
    const { purchase, code } = await buyGift(buyer);
    const rows = await t.deps.db.selectFrom('gift_codes').selectAll().where('purchase_id', '=', purchase.id).execute();
    const canonical = normalizeGiftCode(code)!;
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(canonical);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('makes one gift and one email however often the completed checkout arrives', async () => {
    const buyer = await person();
    const { input, sessionId, purchase } = await buyGift(buyer);
    const completed = stripe.events({ type: 'checkout.session.completed' }).filter((e) => JSON.stringify(e).includes(sessionId));
    expect(completed).toHaveLength(1);
    const event = completed[0]! as unknown as { id: string; data: { object: Record<string, unknown> } };
    const signer = new Stripe('sk_test_signer');
    const deliver = async (payload: string) => {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
      const response = await t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
      expect(response.statusCode).toBe(200);
    };
    // The same event again, and the same session in an event with another id (a resend after a lost answer).
    await deliver(JSON.stringify(event));
    await deliver(JSON.stringify({ ...event, id: `evt_again_${purchase.id}` }));
    await t.jobsSettled();
    const purchases = await t.deps.db.selectFrom('gift_purchases').select('id').where('buyer_id', '=', buyer.id).execute();
    expect(purchases).toHaveLength(1);
    expect(await t.deps.db.selectFrom('gift_codes').select('id').where('purchase_id', '=', purchase.id).execute()).toHaveLength(1);
    expect(await outboxTo(input.recipientEmail)).toHaveLength(1);
    expect(await outboxTo(buyer.email)).toHaveLength(1);
  });

  it('a group gift makes N codes, sent to the buyer and listed with their redeemed state', async () => {
    const buyer = await person();
    const started = await buyer.gql(START_GROUP, { planId: 'gift-1', quantity: 3 });
    await stripe.completeCheckout(sessionIdOf(started.data.startGroupGiftCheckout.url));
    await t.jobsSettled();
    const [group] = (await buyer.gql(PURCHASES)).data.viewerGiftPurchases;
    expect(group).toMatchObject({ kind: 'GROUP', quantity: 3, amount: 1500, redeemedCount: 0 });
    expect(group.codes).toHaveLength(3);
    const [receipt] = await outboxTo(buyer.email);
    expect(receipt!.subject).toBe('Your 3 gift membership codes');
    for (const code of group.codes) expect(receipt!.text_body).toContain(code.code);

    const student = await person();
    expect((await student.gql(REDEEM, { giftCode: group.codes[1].code })).data.redeemGiftCode.__typename).toBe('GiftRedemption');
    const after = (await buyer.gql(PURCHASES)).data.viewerGiftPurchases[0];
    expect(after.redeemedCount).toBe(1);
    expect(after.codes.map((c: { state: string }) => c.state)).toEqual(['AVAILABLE', 'REDEEMED', 'AVAILABLE']);
  });

  it('delivers a gift on its date, by the app clock', async () => {
    const buyer = await person();
    const deliverAt = clock.now() + 3 * DAY;
    const { input, purchase } = await buyGift(buyer, { deliverAt });
    expect(await outboxTo(input.recipientEmail)).toHaveLength(0);
    const [receipt] = await outboxTo(buyer.email);
    expect(receipt!.text_body).toContain(`We will email your gift to ${input.recipientEmail.toLowerCase()} on`);

    clock.advance(3 * DAY - 60_000);
    await deliverDueGifts(systemContext(t.deps));
    await t.jobsSettled();
    expect(await outboxTo(input.recipientEmail)).toHaveLength(0);

    clock.advance(60_000);
    expect(await deliverDueGifts(systemContext(t.deps))).toBeGreaterThanOrEqual(1);
    await t.jobsSettled();
    await deliverDueGifts(systemContext(t.deps));
    await t.jobsSettled();
    expect(await outboxTo(input.recipientEmail)).toHaveLength(1);
    // The receipt and the gift went out through the email job, like every other email.
    const emailJobs = await t.deps.db.selectFrom('jobs').select('key').where('name', '=', 'email.send').where('key', 'in', [`gift-email:${purchase.id}`, `gift-receipt:${purchase.id}`]).execute();
    expect(emailJobs.map((j) => j.key).sort()).toEqual([`gift-email:${purchase.id}`, `gift-receipt:${purchase.id}`]);
    const again = (await buyer.gql(PURCHASE, { id: purchase.id })).data.viewerGiftPurchase;
    expect(again.id).toBe(purchase.id);
    const row = await t.deps.db.selectFrom('gift_purchases').select('delivered_at').where('id', '=', purchase.id).executeTakeFirstOrThrow();
    expect(row.delivered_at).toBe(clock.now());
  });
});

describe('redeeming', () => {
  it('makes the reader a member, tells the buyer, and refuses the code the second time', async () => {
    const buyer = await person({ name: 'Ada' });
    const { code, input } = await buyGift(buyer);
    const recipient = await person({ name: 'Grace' });
    expect((await recipient.gql(MEMBER)).data.viewer.mediumMemberAt).toBeNull();

    // Any spelling of the code: lower case, no dashes.
    const redeemed = await recipient.gql(REDEEM, { giftCode: code.replace(/-/g, '').toLowerCase() });
    expect(redeemed.data.redeemGiftCode).toMatchObject({ __typename: 'GiftRedemption', months: 3, senderName: 'Ada', giftMessage: input.message });
    const member = (await recipient.gql(MEMBER)).data;
    expect(member.viewer.mediumMemberAt).toBe(clock.now());
    const membership = await membershipOf(recipient.id);
    expect(membership).toMatchObject({ status: 'ACTIVE', source: 'GIFT' });
    expect(redeemed.data.redeemGiftCode.memberUntil).toBe(membership!.current_period_end);

    const again = await recipient.gql(REDEEM, { giftCode: code });
    expect(again.data.redeemGiftCode).toEqual({ __typename: 'BadRequest', message: GIFT_MESSAGES.usedCode });
    const other = await person();
    expect((await other.gql(REDEEM, { giftCode: code })).data.redeemGiftCode.message).toBe(GIFT_MESSAGES.usedCode);

    await t.jobsSettled();
    const told = (await outboxTo(buyer.email)).map((m) => m.subject);
    expect(told).toContain('Grace redeemed your gift membership');
  });

  it('lets exactly one of two concurrent attempts win', async () => {
    const buyer = await person();
    const { code } = await buyGift(buyer);
    const first = await person();
    const second = await person();
    const answers = await Promise.all([first.gql(REDEEM, { giftCode: code }), second.gql(REDEEM, { giftCode: code })]);
    const kinds = answers.map((a) => a.data.redeemGiftCode.__typename).sort();
    expect(kinds).toEqual(['BadRequest', 'GiftRedemption']);
    const rows = await t.deps.db.selectFrom('gift_codes').select(['redeemed_by']).where('redeemed_by', 'in', [first.id, second.id]).execute();
    expect(rows).toHaveLength(1);
    const members = await t.deps.db.selectFrom('users').select('medium_member_at').where('id', 'in', [first.id, second.id]).execute();
    expect(members.filter((m) => m.medium_member_at !== null)).toHaveLength(1);
  });

  it('answers unknown, malformed and expired codes clearly', async () => {
    const reader = await person();
    const unknown = await reader.gql(REDEEM, { giftCode: 'ABCD-EFGH-JKMN-PQRS' });
    expect(unknown.data.redeemGiftCode).toEqual({ __typename: 'NotFound', message: GIFT_MESSAGES.unknownCode });
    const malformed = await reader.gql(REDEEM, { giftCode: 'hello' });
    expect(malformed.data.redeemGiftCode).toEqual({ __typename: 'BadRequest', message: GIFT_MESSAGES.badCode });

    const staff = await person({ staff: true });
    const made = (await staff.gql(CREATE_CODES, { months: 1, quantity: 1 })).data.createGiftCodes;
    clock.advance(366 * DAY);
    const expired = await reader.gql(REDEEM, { giftCode: made.codes[0].code });
    expect(expired.data.redeemGiftCode).toEqual({ __typename: 'BadRequest', message: GIFT_MESSAGES.expiredCode });
    expect((await reader.gql(BY_CODE, { giftCode: made.codes[0].code })).data.giftByCode.state).toBe('EXPIRED');
  });

  it('adds a gift to a current membership: gifts stack', async () => {
    const staff = await person({ staff: true });
    const made = (await staff.gql(CREATE_CODES, { months: 3, quantity: 2 })).data.createGiftCodes;
    const reader = await person();
    const first = (await reader.gql(REDEEM, { giftCode: made.codes[0].code })).data.redeemGiftCode;
    const second = (await reader.gql(REDEEM, { giftCode: made.codes[1].code })).data.redeemGiftCode;
    expect(first.__typename).toBe('GiftRedemption');
    expect(second.__typename).toBe('GiftRedemption');
    // Three more months on top of the first three: about 6 months from now.
    expect(second.memberUntil - first.memberUntil).toBeGreaterThanOrEqual(89 * DAY);
    expect(second.memberUntil - first.memberUntil).toBeLessThanOrEqual(92 * DAY);
    expect((await membershipOf(reader.id))!.current_period_end).toBe(second.memberUntil);
  });

  it('limits attempts per reader so codes cannot be guessed', async () => {
    const guesser = await person();
    const limit = GIFT_RATE_LIMITS.redeemPerUser[0]!.limit;
    for (let i = 0; i < limit; i++) await guesser.gql(REDEEM, { giftCode: `ABCD-EFGH-JKMN-${String(1000 + i).slice(0, 4)}` });
    const refused = await guesser.gql(REDEEM, { giftCode: 'ABCD-EFGH-JKMN-PQRS' });
    expect(refused.data.redeemGiftCode).toEqual({ __typename: 'TooManyRequests', message: GIFT_MESSAGES.tooMany });
  });

  it('limits attempts per address across readers', async () => {
    const ip = `10.${run}.250.1`;
    const limit = GIFT_RATE_LIMITS.redeemPerIp[0]!.limit;
    let last: { __typename: string } | undefined;
    for (let i = 0; i <= limit; i++) {
      const reader = await createUser(t.deps.db);
      const session = await t.signIn(reader.id);
      last = (await t.graphql<{ redeemGiftCode: { __typename: string } }>(REDEEM, { giftCode: 'ABCD-EFGH-JKMN-PQRS' }, { ...session, ip })).data?.redeemGiftCode;
    }
    expect(last?.__typename).toBe('TooManyRequests');
  });
});

describe('looking up a code', () => {
  it('counts every look-up of a batch of aliased look-ups and refuses those past the limit per address, clearly', async () => {
    const limit = GIFT_RATE_LIMITS.lookupPerIp[0]!.limit;
    const aliases = 15;
    const operations = Math.ceil((limit + 1) / aliases) + 1;
    const query = `{ ${Array.from({ length: aliases }, (_, i) => `g${i}: giftByCode(giftCode: "ABCD-EFGH-JKMN-PQRS") { code }`).join(' ')} }`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/_/graphql',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(Array.from({ length: operations }, () => ({ query }))),
    });
    expect(response.statusCode).toBe(200);
    const answers = response.json() as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] }[];
    const errors = answers.flatMap((answer) => answer.errors ?? []);
    expect(errors.length).toBe(operations * aliases - limit);
    for (const error of errors) expect(error).toMatchObject({ message: GIFT_MESSAGES.tooMany, extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('counts a signed-in reader’s look-ups from any address', async () => {
    const reader = await createUser(t.deps.db);
    const session = await t.signIn(reader.id);
    const limit = GIFT_RATE_LIMITS.lookupPerUser[0]!.limit;
    for (let i = 0; i < limit; i++) {
      const answer = await t.graphql(BY_CODE, { giftCode: 'ABCD-EFGH-JKMN-PQRS' }, { ...session, ip: freshIp() });
      expect(answer.errors).toBeUndefined();
    }
    const refused = await t.graphql(BY_CODE, { giftCode: 'ABCD-EFGH-JKMN-PQRS' }, { ...session, ip: freshIp() });
    expect(refused.errors?.[0]?.message).toBe(GIFT_MESSAGES.tooMany);
  });
});

describe('guards', () => {
  it('every gift mutation needs a signed-in reader; making codes needs staff', async () => {
    for (const [query, variables] of [
      [START, { input: details() }],
      [START_GROUP, { planId: 'gift-1', quantity: 2 }],
      [REDEEM, { giftCode: 'ABCD-EFGH-JKMN-PQRS' }],
      [CREATE_CODES, { months: 1, quantity: 1 }],
    ] as const) {
      const answer = await anonymous(query, variables);
      expect(answer.errors?.[0]?.message).toBe('You need to sign in first.');
    }
    const reader = await person();
    const refused = await reader.gql(CREATE_CODES, { months: 1, quantity: 1 });
    expect(refused.errors?.[0]?.message).toBe('Only Quire staff can do this.');
    expect(await t.deps.db.selectFrom('gift_purchases').select('id').where('buyer_id', '=', reader.id).execute()).toHaveLength(0);
  });
});

describe('privacy', () => {
  it('a gift’s code and message are read by its buyer, and by its recipient once redeemed, through every query', async () => {
    const buyer = await person({ name: 'Ada' });
    const { code, purchase, input } = await buyGift(buyer);
    const stranger = await person();
    const recipient = await person();

    // The buyer sees everything.
    expect((await buyer.gql(PURCHASE, { id: purchase.id })).data.viewerGiftPurchase).toMatchObject({ message: input.message, codes: [{ code }] });
    expect((await buyer.gql(BY_CODE, { giftCode: code })).data.giftByCode.message).toBe(input.message);

    // Nobody else reads the purchase, its code or its message.
    for (const who of [stranger, recipient]) {
      expect((await who.gql(PURCHASE, { id: purchase.id })).data.viewerGiftPurchase).toBeNull();
      expect(JSON.stringify((await who.gql(PURCHASES)).data)).not.toContain(code);
    }
    expect((await anonymous(PURCHASE, { id: purchase.id })).data.viewerGiftPurchase).toBeNull();
    expect((await anonymous(PURCHASES)).data.viewerGiftPurchases).toEqual([]);

    // Holding the code shows its public face only: no message until it is redeemed by the reader.
    const preview = (await anonymous(BY_CODE, { giftCode: code })).data.giftByCode;
    expect(preview).toMatchObject({ months: 3, senderName: 'Ada', recipientName: 'Grace', state: 'AVAILABLE', message: null, redeemedByViewer: false });
    expect((await recipient.gql(BY_CODE, { giftCode: code })).data.giftByCode.message).toBeNull();

    await recipient.gql(REDEEM, { giftCode: code });
    expect((await recipient.gql(BY_CODE, { giftCode: code })).data.giftByCode).toMatchObject({ message: input.message, redeemedByViewer: true, state: 'REDEEMED' });
    expect((await stranger.gql(BY_CODE, { giftCode: code })).data.giftByCode).toMatchObject({ message: null, redeemedByViewer: false, state: 'REDEEMED' });
    expect((await anonymous(BY_CODE, { giftCode: 'ABCD-EFGH-JKMN-PQRS' })).data.giftByCode).toBeNull();
  });
});

describe('without Stripe keys', () => {
  it('cannot buy, but staff codes redeem', async () => {
    const bare = await createTestApp({}, { now: clock.now });
    try {
      const buyer = await createUser(bare.deps.db);
      const session = await bare.signIn(buyer.id);
      const answer = await bare.graphql<{ startGiftCheckout: { __typename: string; message: string } }>(START, { input: details() }, session);
      expect(answer.data?.startGiftCheckout).toEqual({ __typename: 'CheckoutNotAvailable', message: GIFT_MESSAGES.notConfigured });

      const staff = await createUser(bare.deps.db);
      await bare.deps.db.updateTable('users').set({ is_staff: 1 }).where('id', '=', staff.id).execute();
      const made = await bare.graphql<{ createGiftCodes: { codes: { code: string }[] } }>(CREATE_CODES, { months: 1, quantity: 1 }, await bare.signIn(staff.id));
      const code = made.data!.createGiftCodes.codes[0]!.code;
      const redeemed = await bare.graphql<{ redeemGiftCode: { __typename: string } }>(REDEEM, { giftCode: code }, session);
      expect(redeemed.data?.redeemGiftCode.__typename).toBe('GiftRedemption');
    } finally {
      await bare.close();
    }
  });
});

describe('demo gifts', () => {
  it('shows Ada the code of the gift she sent, and Grace the one Margaret redeemed; codes are sealed at start', async () => {
    const demo = await createTestApp({}, { now: clock.now });
    try {
      expect(await seedDemoContent(demo.deps)).toBe(true);
      await sealPendingGiftCodes(systemContext(demo.deps));
      const codes = await demo.deps.db.selectFrom('gift_codes').select(['code_hash', 'code_sealed']).execute();
      expect(codes).toHaveLength(2);
      for (const row of codes) expect(row.code_sealed).not.toMatch(/^unsealed:/);
      const idOf = async (email: string) => (await demo.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
      const asUser = async (email: string) => {
        const session = await demo.signIn(await idOf(email));
        return (query: string, variables: Record<string, unknown> = {}) => demo.graphql<any>(query, variables, session); // eslint-disable-line @typescript-eslint/no-explicit-any
      };
      const ada = (await (await asUser('ada@quire.test'))(PURCHASES)).data.viewerGiftPurchases;
      expect(ada).toMatchObject([{ kind: 'GIFT', months: 3, recipientName: 'Radia', codes: [{ state: 'AVAILABLE' }] }]);
      const grace = (await (await asUser('grace@quire.test'))(PURCHASES)).data.viewerGiftPurchases;
      expect(grace).toMatchObject([{ recipientName: 'Margaret', redeemedCount: 1, codes: [{ state: 'REDEEMED' }] }]);
      // Radia can redeem Ada's code.
      const radia = await asUser('radia@quire.test');
      expect((await radia(REDEEM, { giftCode: ada[0].codes[0].code })).data.redeemGiftCode.__typename).toBe('GiftRedemption');
    } finally {
      await demo.close();
    }
  });
});
