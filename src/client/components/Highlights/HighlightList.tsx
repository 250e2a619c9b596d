/** Scaffold: a reader's highlights with their context (replaced by the feature). */
export function HighlightList(_props: { userId: string; own: boolean }) {
  return null;
}
