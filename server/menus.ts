// Sidebar menus per module (spec 1 §2.2, spec 3 §2 sidebar labels). `view: true` marks entries that need an
// active lot or shop: they are enabled once one is chosen (spec 2 §2 lot selection). The server filters
// entries by the user's permissions before sending them; an entry without permission is visible to all.
import type { MenuItem, Module } from '../src/contracts/menu.struct';
import type { AuthUser } from './auth/auth-user';
import { defineCache } from './cache/caches';
import type { Db } from './db/connect';

const item = (translate: string, icon: string, path: string | null, permission: string | null, view = true, children?: MenuItem[]): MenuItem =>
  children ? { translate, icon, path, view, permission, children } : { translate, icon, path, view, permission };

export const MENUS: Record<Module, MenuItem[]> = {
  parking: [
    item('menu.yourLots', 'building', '/lots', 'parking.dashboard', false),
    item('menu.dashboard', 'chart', '/dashboard', 'parking.dashboard'),
    item('menu.dashboardPensions', 'chart-pie', '/dashboard/pensions', 'parking.dashboard'),
    item('menu.rates', 'coin', null, 'parking.dashboard', true, [
      item('menu.ratesEdit', 'edit', '/rates/edit', 'parking.dashboard'),
      item('menu.ratesSpecial', 'calendar', '/rates/special', 'parking.dashboard'),
    ]),
    item('menu.pensions', 'car', null, 'parking.dashboard', true, [
      item('menu.pensionsList', 'list', '/pensions', 'parking.dashboard'),
      item('menu.pensionEntrances', 'door', '/pensions/entrances', 'parking.dashboard'),
    ]),
    item('menu.transactions', 'receipt', '/transactions', 'parking.dashboard'),
    // Issue 21: the shops that may validate parking here and what they validated; the cashiers' shifts.
    item('menu.validations', 'discount', '/validations', 'parking.dashboard'),
    item('menu.shifts', 'cash', '/shifts', 'parking.dashboard'),
    item('menu.userOperators', 'users', '/operators', 'parking.dashboard'),
    item('menu.news', 'news', '/news', 'parking.dashboard'),
    item('menu.audit', 'history', '/audit', 'parking.dashboard'),
    item('menu.properties', 'map-pin', '/properties', 'parking.dashboard', false),
    item('menu.searchClient', 'search', '/search', 'operators.search'),
  ],
  operator: [
    item('menu.searchClient', 'search', '/search', 'operators.search'),
    item('menu.checkout', 'door-exit', '/search-out', 'parking.gates'),
    item('menu.shift', 'cash', '/shift', 'parking.gates'),
    item('menu.history', 'history', '/history', 'operators.search'),
  ],
  nexo: [
    item('menu.statistics', 'chart', '/dashboard', 'nexo.dashboard', false),
    item('menu.users', 'users', '/admin/users', 'nexo.users', false),
    item('menu.requests', 'inbox', '/admin/requests', 'nexo.request', false),
    item('menu.mall', 'building', '/admin/plazas', 'nexo.plaza', false),
    item('menu.parking', 'car', '/admin/parkings', 'nexo.parking', false),
    item('menu.brands', 'tag', '/admin/brands', 'nexo.brand', false),
    // The company settings (spec 3 §2 Admin: Settings): who may change roles may change anything.
    item('menu.settings', 'settings', '/admin/settings', 'nexo.roles', false),
    item('menu.credits', 'coin', null, 'nexo.packages', false, [
      item('menu.packages', 'package', '/admin/packages', 'nexo.packages', false),
      item('menu.giftsCredits', 'gift', '/admin/gifts', 'nexo.gifts', false),
      item('menu.giftsCreditsUsers', 'gift', '/admin/gifts/users', 'nexo.gifts.users', false),
    ]),
    item('menu.rolesPermissions', 'lock', '/admin/roles', 'nexo.roles', false),
    item('menu.categories', 'category', '/admin/categories', 'category.view', false),
    item('menu.audit', 'history', '/admin/audit', 'nexo.roles', false),
  ],
  shopping: [
    // The shop's statistics (issue 19): the owner's of every store, a manager's of theirs; both hold this one.
    item('menu.statistics', 'chart', '/dashboard', 'shopping.manager.dashboard', false),
    item('menu.stores', 'building-store', '/branchs', 'shopping.branch.add', false),
    item('menu.branch', 'building', '/branch', 'shopping.branch.add'),
    item('menu.users', 'users', '/users', 'shopping.users'),
    // The core-info wizard (spec 1 §2.3, §6: role 4's entry): shopping.dashboard is the shop owner's alone.
    item('menu.coreInfo', 'building-store', '/core-info', 'shopping.dashboard'),
    item('menu.audit', 'history', '/audit', 'shopping.dashboard', false),
    // The owner (who holds every shopping.* permission) and a branch manager share these entries; each screen
    // works for the whole shop or for one store by the shop's own permission (src/ui/shopping/credits).
    item('menu.credits', 'coin', null, null, true, [
      item('menu.creditsBuy', 'shopping-cart', '/credits/buy', 'shopping.branch.creditsbuy'),
      item('menu.creditsTransactions', 'receipt', '/credits/transactions', 'shopping.branch.transactions'),
      item('menu.paymentMethods', 'credit-card', '/credits/cards', 'shopping.branch.creditsbuy'),
    ]),
    item('menu.shoppingToGo', 'basket', '/shopping-to-go', 'shopping.shoppingtogo'),
    // Issue 21: a store validates its customers' parking in the plaza's lots.
    item('menu.parkingValidations', 'discount', '/parking-validations', 'shopping.validations', false),
  ],
  salesman: [
    item('menu.shoppingToGo', 'basket', '/shopping-to-go', 'shopping.shopping-to-go', false),
    item('menu.history', 'history', '/history', null, false),
  ],
  // The platform statistics (issue 20): the Big Data module's one screen, also the nexo module's first entry.
  bigdata: [item('menu.statistics', 'chart', '/dashboard', 'nexo.dashboard', false)],
};

/** Keeps the entries the permissions allow; a parent whose children are all hidden is hidden too. */
export function filterMenu(items: MenuItem[], permissions: ReadonlySet<string>): MenuItem[] {
  const out: MenuItem[] = [];
  for (const entry of items) {
    if (entry.permission && !permissions.has(entry.permission)) continue;
    if (!entry.children) { out.push(entry); continue; }
    const children = filterMenu(entry.children, permissions);
    if (children.length > 0) out.push({ ...entry, children });
  }
  return out;
}

// Kept per module and role: any role's change forgets them all (its permissions may have changed).
const menuCache = defineCache<string, MenuItem[]>('roles', true);

/** A module's menu for the user: the same for every holder of a role (its permissions), so kept per role. */
export async function userMenu(db: Db, module: Module, user: Pick<AuthUser, 'roleId' | 'permissions'>): Promise<MenuItem[]> {
  const filter = async () => filterMenu(MENUS[module], user.permissions);
  const cache = menuCache(db);
  return cache ? cache.get(`${module}:${user.roleId}`, filter) : filter();
}
