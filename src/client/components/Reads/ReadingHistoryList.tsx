/** Scaffold: the viewer's recently read stories (replaced by the feature). */
export function ReadingHistoryList(_props: { limit?: number }) {
  return null;
}
