/**
 * Where an item lands when moved to `toIndex` of the list as shown, and the item it then follows (null:
 * first), which is what the server's move asks for.
 */
export function reordered(ids: readonly string[], itemId: string, toIndex: number): { order: string[]; after: string | null } {
  const from = ids.indexOf(itemId);
  if (from < 0) return { order: [...ids], after: null };
  const rest = ids.filter((id) => id !== itemId);
  const index = Math.max(0, Math.min(toIndex, rest.length));
  const order = [...rest.slice(0, index), itemId, ...rest.slice(index)];
  return { order, after: index === 0 ? null : (order[index - 1] ?? null) };
}
