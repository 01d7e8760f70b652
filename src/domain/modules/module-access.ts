// Which modules a user has (spec 1 §2.5; issue 20 item 4: the module tabs switch between the modules the user
// has): a module is the user's when they hold a permission one of its menu entries asks for. The table is
// server/menus.ts's, permission by permission; tests/unit/module-access.test.ts checks that they agree.
import type { Module } from '../../contracts/menu.struct';

export const MODULE_PERMISSIONS: Record<Module, readonly string[]> = {
  nexo: ['nexo.dashboard', 'nexo.users', 'nexo.request', 'nexo.plaza', 'nexo.parking', 'nexo.brand', 'nexo.packages', 'nexo.gifts', 'nexo.gifts.users', 'nexo.roles', 'category.view'],
  salesman: ['shopping.shopping-to-go'],
  shopping: ['shopping.manager.dashboard', 'shopping.branch.add', 'shopping.branch.creditsbuy', 'shopping.branch.transactions', 'shopping.users', 'shopping.dashboard', 'shopping.shoppingtogo', 'shopping.validations'],
  parking: ['parking.dashboard', 'operators.search'],
  operator: ['operators.search', 'parking.gates'],
  bigdata: ['nexo.dashboard'],
};

export function hasModule(permissions: readonly string[], module: Module): boolean {
  return MODULE_PERMISSIONS[module].some((p) => permissions.includes(p));
}
