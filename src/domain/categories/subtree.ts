// The categories tree (admin module, Categories): a category may not sit under itself or under one of its own
// subcategories. The editor offers as parents only the categories outside the one it edits; the server refuses
// the rest (422), both from this.
export type TreeNode = { id: number; parent_id: number | null };

/** The category and every category under it, at any depth. */
export function subtreeIds(tree: readonly TreeNode[], rootId: number): Set<number> {
  const out = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of tree) {
      if (c.parent_id !== null && out.has(c.parent_id) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Whether `parentId` may be the parent of the category `id` (null: a new one, which has nothing under it). */
export const mayBeParent = (tree: readonly TreeNode[], id: number | null, parentId: number): boolean =>
  id === null || !subtreeIds(tree, id).has(parentId);
