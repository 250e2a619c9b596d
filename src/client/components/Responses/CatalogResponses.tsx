/** Scaffold: the responses under a list (replaced by the feature). */
export function CatalogResponses(_props: { catalog: { id: string; creatorId: string } }) {
  return null;
}
