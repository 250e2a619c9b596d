import { ensureWriterNewsletter, insertCollectionNewsletter, newslettersOfCollections, upsertSubscriber } from '../modules/newsletters';
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

/** The Long Read's newsletter (its editors grace and ada manage it): two demo readers and two addresses. */
const LONG_READ_SUBSCRIBERS = ['alan', 'barbara'];
const LONG_READ_ADDRESSES = ['essay.reader@example.com', 'slow.reader@example.com'];

export async function seedDemoPublicationNewsletter(demo: DemoRefs): Promise<void> {
  const { trx, now, user, collection } = demo;
  const collectionId = collection('the-long-read');
  await insertCollectionNewsletter(trx, {
    collectionId,
    slug: 'the-long-read-weekly',
    name: 'The Long Read Weekly',
    description: 'One long essay most weeks, in your inbox the day we publish it. Science, craft and culture, edited with care.',
    now: now - 25 * DAY,
  });
  const [newsletter] = await newslettersOfCollections(trx, [collectionId]);
  if (!newsletter) return;
  const readers = await trx.selectFrom('users').select(['id', 'email']).where('id', 'in', LONG_READ_SUBSCRIBERS.map(user)).execute();
  let step = 0;
  for (const reader of readers) {
    if (!reader.email) continue;
    await upsertSubscriber(trx, { newsletterId: newsletter.id, email: reader.email.toLowerCase(), userId: reader.id, status: 'confirmed', tokenHash: null, expiresAt: null, now: now - (15 - step++) * DAY });
  }
  for (const email of LONG_READ_ADDRESSES) {
    await upsertSubscriber(trx, { newsletterId: newsletter.id, email, userId: null, status: 'confirmed', tokenHash: null, expiresAt: null, now: now - (10 - step++) * DAY });
  }
}
