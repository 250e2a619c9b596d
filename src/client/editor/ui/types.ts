import type { StoryImage } from './publish-input';

/** What is saved: the title and subtitle apart, the rest as the content model in JSON. */
export interface DraftContent {
  title: string;
  subtitle: string;
  bodyJson: string;
}

/** What the page around the editor may ask of it. */
export interface EditorHandle {
  content(): DraftContent;
  /** The story as plain text, title first: what "Copy my text" puts on the clipboard. */
  plainText(): string;
  /** The story's images, in order (the publish dialog picks the preview among them). */
  images(): StoryImage[];
  focus(): void;
}
