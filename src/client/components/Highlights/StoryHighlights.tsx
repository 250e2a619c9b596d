/** Scaffold: highlights, the selection menu and the margin markers over the story's text (replaced by the feature). */
export function StoryHighlights(_props: { post: { id: string; mediumUrl: string; creator: { id: string } }; rootSelector: string }) {
  return null;
}
