import { newId } from '../db/ids';
import { storeImage } from '../modules/media';
import { saveStyleSheet } from '../modules/users';
import { avatarPng, illustrationPng } from './demo-art';
import type { DemoRefs } from './demo-refs';

const DAY = 86_400_000;

/** Fuller bios than the one-liners the people start with: the profile's side column and about tab show them. */
const bios: Record<string, string> = {
  ada: 'Writes about machines that weave patterns, and the poetry of numbers. Notes on engines, looms and the music they might one day make.',
  grace: 'Editor of The Long Read. Collects nanoseconds and well-made sentences. Ask me about the first bug.',
  linus: 'Chemist, walker, occasional cook. Notes from the bench and the kitchen, with the occasional vitamin.',
  margaret: 'Software, systems, and what it means to get it right the first time. Stories from the lab and the launch pad.',
  alan: 'Long-distance runner. Thinks about thinking, and about the machines that might one day think back.',
};

/**
 * Demo profiles: Ada's designed profile (Charis for titles and text, Inter for details, a violet accent on
 * paper, and a drawn header image), fuller bios, and two accounts whose pages show what readers see when an
 * account is gone: one suspended (410 with the suspension banner) and one deleted (410).
 */
export async function seedDemoProfiles(demo: DemoRefs): Promise<void> {
  const { trx, now } = demo;
  for (const [key, bio] of Object.entries(bios)) {
    await trx.updateTable('users').set({ bio }).where('id', '=', demo.user(key)).execute();
  }

  const ada = demo.user('ada');
  const header = await storeImage(demo.ctx, { bytes: await illustrationPng(1800, 480, 280, 'ada-profile-header'), creatorId: ada });
  await saveStyleSheet(trx, {
    id: newId(),
    userId: ada,
    font1: 'SERIF_2',
    font2: 'SERIF_2',
    font3: 'SANS_SERIF_1',
    accentColor: '#6b3fa0',
    backgroundColor: '#f7f4ed',
    headerImageId: header.id,
    createdAt: now - 30 * DAY,
    updatedAt: now - 30 * DAY,
  });
  // Ada has seen the style reminder (she designed her page); Margaret, who publishes too, has not.

  const gone = [
    { username: 'orion', name: 'Orion Vale', suspended: 1, deletedAt: null, hue: 250 },
    { username: 'formerwriter', name: 'Former Writer', suspended: 0, deletedAt: now - 10 * DAY, hue: 90 },
  ];
  for (const person of gone) {
    const image = await storeImage(demo.ctx, { bytes: await avatarPng(person.name, person.hue), creatorId: null });
    await trx
      .insertInto('users')
      .values({
        id: newId(),
        username: person.username,
        name: person.name,
        email: `${person.username}@quire.test`,
        bio: '',
        image_id: image.id,
        is_suspended: person.suspended,
        deleted_at: person.deletedAt,
        created_at: now - 90 * DAY,
        updated_at: now - 10 * DAY,
      })
      .execute();
  }
  await trx.updateTable('users').set({ has_seen_style_reminder: 1 }).where('id', '=', ada).execute();
}
