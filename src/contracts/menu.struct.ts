// Sidebar menu data served per module (spec 1 §2.2): up to three levels, each entry guarded by a permission.
import { array, boolean, lazy, nullable, object, optional, string, type Describe } from 'superstruct';
import { oneOf } from './rules';

/** `bigdata`: the platform statistics (spec 1 §1 'a big-data statistics module'; issue 20 item 4), a tab of its own. */
export const MODULES = ['parking', 'shopping', 'nexo', 'operator', 'salesman', 'bigdata'] as const;
export type Module = (typeof MODULES)[number];
export const Module = oneOf(MODULES);

export type MenuItem = {
  translate: string;
  icon: string;
  path: string | null;
  view: boolean;
  permission: string | null;
  children?: MenuItem[];
};

export const MenuItem: Describe<MenuItem> = object({
  translate: string(),
  icon: string(),
  path: nullable(string()),
  view: boolean(),
  permission: nullable(string()),
  children: optional(array(lazy(() => MenuItem))),
});

/** The module's menu and the caller's permissions as they are now (their role may have changed since sign-in). */
export const MenuAnswer = object({ data: array(MenuItem), permissions: array(string()) });
