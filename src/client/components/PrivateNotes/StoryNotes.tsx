/** Scaffold: private notes beside the story's paragraphs (replaced by the feature). */
export function StoryNotes(_props: { post: { id: string; mediumUrl: string; creator: { id: string } }; rootSelector: string }) {
  return null;
}
