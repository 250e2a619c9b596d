import type { DemoStory } from './stories/builders';
import { draftStories } from './stories/drafts';
import { fieldNotesStories } from './stories/field-notes';
import { independentStories } from './stories/independent';
import { longReadEmbeds, longReadStories } from './stories/long-read';

export type { AuthorKey, CollectionKey, DemoEmbed, DemoStory } from './stories/builders';
export type { DemoImage } from './stories/images';
export { demoImages } from './stories/images';

/**
 * Demo stories as plain data. Image ids are keys of `demoImages` and mention `userId`s
 * are author keys; the seed maps both to real ids (mapImageIds for images).
 */
export const demoStories: DemoStory[] = [...longReadStories, ...fieldNotesStories, ...independentStories, ...draftStories];
export const demoEmbeds = [...longReadEmbeds];
