import { systemContext } from '../../src/server/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { grantMembership } from '../../src/server/modules/membership';
import { createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The membership and billing pages as the server renders them, on an instance without Stripe keys: they say
 * payments are not set up, a member granted by an operator sees their membership, and a receipt is its owner's
 * alone (anyone else gets the not-found page, with nothing of the charge in it).
 */

let t: TestApp;
let member: { id: string; username: string | null; name: string };
let other: { id: string; username: string | null; name: string };
let writer: { id: string; username: string | null; name: string };
const chargeId = newId();
const RECEIPT_NUMBER = 'Q-TEST-4711';

beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: '' });
  member = await createUser(t.deps.db, { name: 'Mina Member' });
  other = await createUser(t.deps.db, { name: 'Otto Other' });
  writer = await createUser(t.deps.db, { name: 'Wanda Writer', username: 'wandawriter' });
  const now = Date.now();
  await grantMembership(systemContext(t.deps), { userId: member.id, months: 3, source: 'OPERATOR', now });
  await t.deps.db
    .insertInto('membership_charges')
    .values({
      id: chargeId,
      user_id: member.id,
      membership_id: null,
      stripe_ref: `in_test_${chargeId}`,
      created_at: Date.UTC(2026, 10, 25, 12),
      amount: 500,
      currency: 'USD',
      status: 'PAID',
      description: 'Monthly membership',
      receipt_number: RECEIPT_NUMBER,
      card_brand: 'VISA',
      card_last4: '3184',
      card_exp_month: 4,
      card_exp_year: 2030,
      period_start: Date.UTC(2026, 10, 25),
      period_end: Date.UTC(2026, 11, 25),
    })
    .execute();
});
afterAll(() => t.close());

async function get(url: string, userId?: string) {
  const headers: Record<string, string> = {};
  if (userId) headers.cookie = (await t.signIn(userId)).cookie;
  return t.app.inject({ method: 'GET', url, headers });
}

const NOT_SET_UP = 'Payments aren’t set up on this';

describe('membership pages without Stripe keys', () => {
  it('the sales page and the plan chooser say plainly that payments are not set up, and how an operator grants membership', async () => {
    for (const url of ['/membership', '/plans']) {
      for (const userId of [undefined, other.id]) {
        const res = await get(url, userId);
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain(NOT_SET_UP);
        expect(res.body).toContain('npm run membership -- grant');
        expect(res.body).not.toContain('plan-card__button');
      }
    }
  });

  it('a writer’s membership page names the writer', async () => {
    const res = await get('/@wandawriter/membership');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Become a member and support Wanda Writer');
    expect((await get('/@nobody-here-at-all/membership')).statusCode).toBe(404);
  });

  it('a member sees their membership instead of plans, and it in settings', async () => {
    const page = await get('/membership', member.id);
    expect(page.body).toContain('data-testid="membership-summary"');
    expect(page.body).not.toContain(NOT_SET_UP);
    const settings = await get('/me/settings', member.id);
    expect(settings.statusCode).toBe(200);
    expect(settings.body).toContain('id="membership"');
    expect(settings.body).toContain('data-testid="membership-settings"');
    expect(settings.body).toContain('Your membership runs until');
    // A granted membership has nothing to cancel or pay.
    expect(settings.body).not.toContain('Cancel membership');
  });
});

describe('billing history and receipts', () => {
  it('lists the reader’s own charges with the card and a receipt link', async () => {
    const res = await get('/me/billing-history', member.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Monthly membership');
    expect(res.body).toContain('$5.00');
    expect(res.body).toContain('Visa ····3184');
    expect(res.body).toContain(`/me/billing-history/receipt/${chargeId}`);
    const theirs = await get('/me/billing-history', other.id);
    expect(theirs.body).not.toContain(chargeId);
    expect(theirs.body).toContain('No payments yet.');
  });

  it('renders the owner’s receipt, and a not-found page with nothing of it for anyone else', async () => {
    const own = await get(`/me/billing-history/receipt/${chargeId}`, member.id);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(RECEIPT_NUMBER);
    expect(own.body).toContain('Nov 25, 2026 – Dec 25, 2026');
    expect(own.body).toContain('Print receipt');
    for (const userId of [other.id, writer.id]) {
      const res = await get(`/me/billing-history/receipt/${chargeId}`, userId);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(RECEIPT_NUMBER);
      expect(res.body).not.toContain('3184');
    }
    const madeUp = await get('/me/billing-history/receipt/0123456789ab', member.id);
    expect(madeUp.statusCode).toBe(404);
  });
});
