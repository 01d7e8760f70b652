import { array, number, object, string, type Infer } from 'superstruct';
import { oneOf } from './rules';

export const ROLE_TYPES = ['nexo', 'parking', 'operator', 'shopping', 'salesman'] as const;
export const RoleType = oneOf(ROLE_TYPES);
export type RoleType = (typeof ROLE_TYPES)[number];

export const Role = object({ id: number(), name: string(), type: string() });
export type Role = Infer<typeof Role>;
export const RoleListAnswer = object({ data: array(Role) });
