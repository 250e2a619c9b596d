/**
 * What the selection menu over a story's text asks of the features beside highlights: a private note on the
 * passage, or a response quoting it. The menu dispatches; the notes and responses listen.
 */
export interface SelectedPassage {
  postId: string;
  paragraphName: string;
  /** The names of every paragraph the selection spans, first to last. */
  paragraphNames: string[];
  startOffset: number;
  endOffset: number;
  text: string;
}

const PRIVATE_NOTE = 'quire:private-note';
const RESPOND_TO_PASSAGE = 'quire:respond-to-passage';

function dispatch(name: string, passage: SelectedPassage) {
  window.dispatchEvent(new CustomEvent<SelectedPassage>(name, { detail: passage }));
}

function listen(name: string, handler: (passage: SelectedPassage) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<SelectedPassage>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

export const requestPrivateNote = (passage: SelectedPassage) => dispatch(PRIVATE_NOTE, passage);
export const onPrivateNoteRequested = (handler: (passage: SelectedPassage) => void) => listen(PRIVATE_NOTE, handler);
export const requestResponseToPassage = (passage: SelectedPassage) => dispatch(RESPOND_TO_PASSAGE, passage);
export const onResponseToPassageRequested = (handler: (passage: SelectedPassage) => void) => listen(RESPOND_TO_PASSAGE, handler);
