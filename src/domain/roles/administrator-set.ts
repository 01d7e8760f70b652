// The administrator permission set (spec 3 §6: "give the administrator permission set only when necessary"):
// the platform's own permissions, `nexo.*`, which act across every tenant. A role editor warns before a save
// gives a role any of them it does not hold yet. `nexo.roles` is the one the platform cannot lose: without a
// user holding it nobody could give it back (the server refuses the change that would leave none).
export const ROLES_PERMISSION = 'nexo.roles';

/** Roles with ids up to this one are the product's own (seeded; some ids carry the spec's meanings). */
export const LAST_BUILT_IN_ROLE = 6;

export const isAdministratorPermission = (name: string): boolean => name.startsWith('nexo.');

export const isBuiltInRole = (roleId: number): boolean => roleId >= 1 && roleId <= LAST_BUILT_IN_ROLE;

/** The administrator permissions `after` holds that `before` did not, in `after`'s order. */
export const administratorGained = (before: readonly string[], after: readonly string[]): string[] =>
  after.filter((p) => isAdministratorPermission(p) && !before.includes(p));
