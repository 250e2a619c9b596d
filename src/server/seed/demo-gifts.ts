import { GIFT_CODE_VALID_DAYS } from '../../shared/validation/gifts';
import { newId } from '../db/ids';
import { newGiftCode, UNSEALED_PREFIX } from '../modules/gifts';
import { grantMembership } from '../modules/membership';
import { demoEmail } from './demo-people';
import type { DemoRefs } from './demo-refs';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo gifts: Ada gave Radia three months (sent, not redeemed yet: Ada sees its code on /gift, and Radia can
 * redeem it with that code at /redeem-gift); Grace gave Margaret a month, which Margaret redeemed (it adds to
 * her membership). The codes are sealed with the instance's keys when the app starts.
 */
export async function seedDemoGifts(demo: DemoRefs): Promise<void> {
  const { trx, now } = demo;
  const gifts = [
    {
      buyer: 'ada',
      sender: 'Ada',
      recipient: 'radia',
      recipientName: 'Radia',
      months: 3,
      amount: 1500,
      planId: 'gift-3',
      message: 'For the networks and the gardens. Happy reading!',
      at: now - 2 * DAY,
      redeemed: false,
    },
    {
      buyer: 'grace',
      sender: 'Grace',
      recipient: 'margaret',
      recipientName: 'Margaret',
      months: 1,
      amount: 500,
      planId: 'gift-1',
      message: 'A month of good reading, with thanks for the review.',
      at: now - 9 * DAY,
      redeemed: true,
    },
  ];
  for (const gift of gifts) {
    const purchaseId = newId();
    await trx
      .insertInto('gift_purchases')
      .values({
        id: purchaseId,
        buyer_id: demo.user(gift.buyer),
        kind: 'GIFT',
        status: 'PAID',
        plan_id: gift.planId,
        months: gift.months,
        quantity: 1,
        amount: gift.amount,
        currency: 'USD',
        recipient_name: gift.recipientName,
        recipient_email: demoEmail(gift.recipient),
        message: gift.message,
        sender_name: gift.sender,
        deliver_at: null,
        delivered_at: gift.at,
        paid_at: gift.at,
        created_at: gift.at,
      })
      .execute();
    const codeId = newId();
    const redeemedAt = gift.redeemed ? gift.at + DAY : null;
    await trx
      .insertInto('gift_codes')
      .values({
        id: codeId,
        purchase_id: purchaseId,
        position: 0,
        code_hash: `${UNSEALED_PREFIX}${codeId}`,
        code_sealed: `${UNSEALED_PREFIX}${newGiftCode()}`,
        expires_at: gift.at + GIFT_CODE_VALID_DAYS * DAY,
        redeemed_by: gift.redeemed ? demo.user(gift.recipient) : null,
        redeemed_at: redeemedAt,
        created_at: gift.at,
      })
      .execute();
    if (redeemedAt !== null) {
      await grantMembership(demo.ctx, { userId: demo.user(gift.recipient), months: gift.months, source: 'GIFT', now: redeemedAt, note: `gift ${purchaseId}`, amountCents: gift.amount, currency: 'USD' });
    }
  }
}
