/** Scaffold: records the reader's view and engaged reading time (replaced by the feature). */
export function ReadTracker(_props: { post: { id: string; collection?: { id: string } | null } }) {
  return null;
}
