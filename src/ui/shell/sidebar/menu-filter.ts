// The client's own permission check on the server's menu (spec 1 §6): an entry without permission is for
// all; a parent left without children is hidden; nothing deeper than three levels is shown.
import type { MenuItem } from '../../../contracts/menu.struct';
import { allows } from '../../../machines/session/session.selectors';

export const MENU_DEPTH = 3;

export function visibleMenu(items: readonly MenuItem[], permissions: readonly string[], depth = 1): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!allows(permissions, item.permission)) continue;
    if (!item.children || item.children.length === 0) {
      if (item.path) out.push({ ...item, children: undefined });
      continue;
    }
    const children = depth < MENU_DEPTH ? visibleMenu(item.children, permissions, depth + 1) : [];
    if (children.length > 0) out.push({ ...item, children });
    else if (item.path) out.push({ ...item, children: undefined });
  }
  return out;
}

/** Whether `path` is the entry's own path or one of its descendants' (opens the parent of the active page). */
export function containsPath(item: MenuItem, path: string): boolean {
  if (item.path === path) return true;
  return (item.children ?? []).some((child) => containsPath(child, path));
}
