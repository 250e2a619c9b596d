import { ensureWriterNewsletter, upsertSubscriber } from '../modules/newsletters';
import type { DemoRefs } from './demo-refs';

const DAY = 86_400_000;

/** ada's newsletter and its subscribers: three demo writers by their accounts, one reader by address alone. */
const ADA_SUBSCRIBERS = ['grace', 'margaret', 'tim'];
const ADDRESS_ONLY = 'early.reader@example.com';

export async function seedDemoNewsletters(demo: DemoRefs): Promise<void> {
  const { trx, now, user } = demo;
  const ada = await trx.selectFrom('users').select(['id', 'username', 'name']).where('id', '=', user('ada')).executeTakeFirstOrThrow();
  const newsletter = await ensureWriterNewsletter(trx, ada, now - 30 * DAY);
  const readers = await trx.selectFrom('users').select(['id', 'email']).where('id', 'in', ADA_SUBSCRIBERS.map(user)).execute();
  let step = 0;
  for (const reader of readers) {
    if (!reader.email) continue;
    await upsertSubscriber(trx, { newsletterId: newsletter.id, email: reader.email.toLowerCase(), userId: reader.id, status: 'confirmed', tokenHash: null, expiresAt: null, now: now - (20 - step++) * DAY });
  }
  await upsertSubscriber(trx, { newsletterId: newsletter.id, email: ADDRESS_ONLY, userId: null, status: 'confirmed', tokenHash: null, expiresAt: null, now: now - 3 * DAY });
}
