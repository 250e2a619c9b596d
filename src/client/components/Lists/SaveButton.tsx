/** Scaffold: save the story to the reading list or a list (replaced by the feature). */
export function SaveButton(_props: { post: { id: string; title: string; mediumUrl: string } }) {
  return null;
}
