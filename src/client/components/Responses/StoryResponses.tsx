/** Scaffold: the responses under a story (replaced by the feature). */
export function StoryResponses(_props: { post: { id: string; mediumUrl: string; creator: { id: string } } }) {
  return null;
}
