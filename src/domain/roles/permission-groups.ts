// The role editor shows the product's permissions in groups by what they act on: the part of the name before its
// first dot (`nexo.users` -> nexo), the platform's administration first. A prefix not listed here goes last, in
// its own group, so a permission added to the product later still shows.
export const PERMISSION_GROUPS = ['nexo', 'category', 'shopping', 'parking', 'operators'] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

export const groupOf = (permission: string): string => permission.split('.')[0];

/** The permissions by group, groups in PERMISSION_GROUPS order then the others, names in order within each. */
export function permissionGroups(names: readonly string[]): { group: string; permissions: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const name of [...names].sort()) {
    const group = groupOf(name);
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  const rank = (g: string) => {
    const i = (PERMISSION_GROUPS as readonly string[]).indexOf(g);
    return i === -1 ? PERMISSION_GROUPS.length : i;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)).map(([group, permissions]) => ({ group, permissions }));
}
