// The role editor's form (Roles and Permissions, issue 20): the values it edits, the body a save sends (checked
// with the struct the server checks it with: src/contracts/admin-roles.struct.ts), the rules the values break
// and the administrator permissions a save would give the role that it does not hold yet (the spec's warning).
import { RoleBody, type AdminRole } from '../../../contracts/admin-roles.struct';
import type { RoleType } from '../../../contracts/role.struct';
import { administratorGained } from '../../../domain/roles/administrator-set';
import type { Problems } from '../admin-editor.machine';
import { structProblems } from '../form-problems';

export type RoleValues = { name: string; type: RoleType | ''; permissions: string[] };

export const emptyRole = (): RoleValues => ({ name: '', type: '', permissions: [] });

export const roleValuesOf = (role: AdminRole): RoleValues => ({ name: role.name, type: role.type as RoleType, permissions: [...role.permissions] });

export const roleBodyOf = (v: RoleValues): RoleBody => ({ name: v.name.trim(), type: v.type as RoleType, permissions: [...new Set(v.permissions)] });

/** The first rule each field breaks. */
export const roleProblems = (v: RoleValues): Problems => structProblems(roleBodyOf(v), RoleBody);

/** The administrator permissions the values give that the role edited (none for a new one) does not hold. */
export const gainedBy = (subject: AdminRole | null, v: RoleValues): string[] => administratorGained(subject?.permissions ?? [], v.permissions);

/** Whether the role's type may change here: a new role's, or one that is not the product's own and no user holds. */
export const typeEditable = (subject: AdminRole | null): boolean => subject === null || (!subject.built_in && subject.users === 0);
