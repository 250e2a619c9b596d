/**
 * A DataLoader batch function over a fetch by ids: answers in the order asked, null for an id not found,
 * and tells `seen` every id found (a loader of posts, people or publications tags the page it renders).
 */
export function byId<T extends { id: string }>(fetch: (ids: readonly string[]) => Promise<T[]>, seen?: (id: string) => void) {
  return async (ids: readonly string[]): Promise<(T | null)[]> => {
    const found = new Map((await fetch(ids)).map((row) => [row.id, row]));
    if (seen) for (const id of found.keys()) seen(id);
    return ids.map((id) => found.get(id) ?? null);
  };
}
