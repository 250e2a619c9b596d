import type { PostBody } from './model';

/** The people a text mentions (USER links), in order of first mention. */
export function mentionedUserIds(...bodies: readonly Pick<PostBody, 'paragraphs'>[]): string[] {
  const ids = new Set<string>();
  for (const body of bodies) {
    for (const paragraph of body.paragraphs) for (const markup of paragraph.markups) if (markup.anchorType === 'USER' && markup.userId) ids.add(markup.userId);
  }
  return [...ids];
}
