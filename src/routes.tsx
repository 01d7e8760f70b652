// The route table (spec 3 §2, spec 1 §2.1, the nexo admin paths of server/menus.ts). Every screen is
// lazy-loaded.
import { lazy } from 'react';
import type { MessageKey } from './i18n/i18n';
import type { PermissionRule } from './machines/session/session.selectors';
import type { AppRoute, LoginMeta, Screen } from './ui/screen.types';

const LoginScreen = lazy(() => import('./ui/auth/login-screen'));
const RequestResetScreen = lazy(() => import('./ui/auth/request-reset-screen'));
const ResetPasswordScreen = lazy(() => import('./ui/auth/reset-password-screen'));
const LotsScreen = lazy(() => import('./ui/parking/lots/lots-screen'));
const SearchClientScreen = lazy(() => import('./ui/parking/operator/search-client-screen'));
const HistoryScreen = lazy(() => import('./ui/shell/history-screen'));
const CoreInfoScreen = lazy(() => import('./ui/shopping/core-info/core-info-screen'));
const AuditScreen = lazy(() => import('./ui/admin/audit/audit-screen'));

const PARKING = 'parking.dashboard';
const DASHBOARD: PermissionRule = ['parking.dashboard', 'nexo.dashboard', 'shopping.dashboard', 'shopping.manager.dashboard'];
const SHOPPING_TO_GO: PermissionRule = ['shopping.shoppingtogo', 'shopping.shopping-to-go'];
// The credits screens serve the shop's owner (the shop's routes) and a branch manager (a store's routes).
const CREDITS_BUY: PermissionRule = ['shopping.creditsbuy', 'shopping.branch.creditsbuy'];
const CREDITS_LEDGER: PermissionRule = ['shopping.transactions', 'shopping.branch.transactions'];

const login = (path: string, name: string, meta: LoginMeta): AppRoute => ({
  path,
  name,
  access: 'public',
  login: meta,
  screen: meta.variant === 'reset' ? RequestResetScreen : LoginScreen,
});

const page = (path: string, name: string, title: MessageKey, permission: PermissionRule, screen: Screen): AppRoute => ({
  path,
  name,
  access: 'protected',
  permission,
  title,
  screen,
});

export const ROUTES: readonly AppRoute[] = [
  { path: '/', name: 'Root', access: 'public', redirect: '/dashboard' },
  login('/login', 'Login', { variant: 'parking', provider: 'parking', requiresUser: true }),
  login('/login/nexo', 'LoginProduct', { variant: 'product', provider: 'nexo', requiresUser: true }),
  login('/login/shopping', 'LoginShopping', { variant: 'shopping', provider: 'shopping', requiresUser: true }),
  // A visitor's store account request (spec 3 §2), linked from the shopping sign-in.
  { path: '/login/shopping/request', name: 'StoreRequest', access: 'public', screen: lazy(() => import('./ui/auth/store-request-screen')) },
  login('/login/plazas', 'LoginPlazas', { variant: 'plazas', provider: 'parking', requiresUser: true }),
  login('/login/operator', 'LoginOperator', { variant: 'operator', provider: 'operator', requiresUser: false }),
  login('/login/salesman', 'LoginSalesman', { variant: 'salesman', provider: 'salesman', requiresUser: false }),
  login('/login/reset', 'LoginReset', { variant: 'reset', provider: 'parking', requiresUser: true }),
  { path: '/login/resetpassword/:token', name: 'ResetPassword', access: 'public', screen: ResetPasswordScreen },

  // Parking back office and operations (spec 3 §2).
  { path: '/lots', name: 'Lots', access: 'protected', permission: PARKING, title: 'page.lots', screen: LotsScreen },
  page('/dashboard', 'Dashboard', 'page.dashboard', DASHBOARD, lazy(() => import('./ui/shell/module-dashboard'))),
  page('/dashboard/pensions', 'DashboardPensions', 'page.dashboardPensions', PARKING, lazy(() => import('./ui/parking/pension-dashboard/pension-dashboard-screen'))),
  page('/properties', 'Properties', 'page.properties', PARKING, lazy(() => import('./ui/parking/properties/properties-screen'))),
  page('/pensions', 'Pensions', 'page.pensions', PARKING, lazy(() => import('./ui/parking/pensions/pensions-screen'))),
  page('/pensions/entrances', 'PensionEntrances', 'page.pensionEntrances', PARKING, lazy(() => import('./ui/parking/transactions/pension-entrances-screen'))),
  page('/operators', 'Operators', 'page.operators', PARKING, lazy(() => import('./ui/parking/operators/operators-screen'))),
  page('/news', 'News', 'page.news', PARKING, lazy(() => import('./ui/parking/news/news-screen'))),
  page('/rates/edit', 'RatesEdit', 'page.ratesEdit', PARKING, lazy(() => import('./ui/parking/rates/rates-screen'))),
  page('/rates/special', 'RatesSpecial', 'page.ratesSpecial', PARKING, lazy(() => import('./ui/parking/special-rates/special-rates-screen'))),
  page('/rates/special/edit', 'RatesSpecialEdit', 'page.ratesSpecialEdit', PARKING, lazy(() => import('./ui/parking/special-rates/special-rate-edit-screen'))),
  page('/transactions', 'Transactions', 'page.transactions', PARKING, lazy(() => import('./ui/parking/transactions/transactions-screen'))),
  page('/validations', 'Validations', 'page.validations', PARKING, lazy(() => import('./ui/parking/validations/validations-screen'))),
  page('/shifts', 'Shifts', 'page.shifts', PARKING, lazy(() => import('./ui/parking/shifts/shifts-screen'))),
  // One search-client screen for the three search paths (spec 3 §2).
  page('/search', 'Search', 'page.search', 'operators.search', SearchClientScreen),
  page('/search-out', 'SearchOut', 'page.searchOut', 'parking.gates', SearchClientScreen),
  page('/shift', 'Shift', 'page.shift', 'parking.gates', lazy(() => import('./ui/parking/shift/shift-screen'))),
  page('/history', 'History', 'page.history', ['operators.search', 'shopping.shopping-to-go'], HistoryScreen),

  // Shopping side (spec 1 §2.1).
  page('/shopping-to-go', 'ShoppingToGo', 'page.shoppingToGo', SHOPPING_TO_GO, lazy(() => import('./ui/shopping/to-go/shopping-to-go-screen'))),
  // The stores (docs/api.md Stores): the list and a new store need shopping.branch.add (the calls they make), a
  // store's page shopping.branch.settings; the spec names no suffixes of /branch/{id}: every one shows the store.
  page('/branchs', 'BranchsList', 'page.branchs', 'shopping.branch.add', lazy(() => import('./ui/shopping/stores/stores-screen'))),
  page('/branch', 'Branch', 'page.branch', 'shopping.branch.add', lazy(() => import('./ui/shopping/stores/store-screen'))),
  page('/branch/:id/*?', 'BranchPages', 'page.branch', 'shopping.branch.settings', lazy(() => import('./ui/shopping/stores/store-screen'))),
  // A store's entries (spec 1 §2.1): the workspace of the salesman's store named in the address.
  page('/store/:id', 'Store', 'page.store', SHOPPING_TO_GO, lazy(() => import('./ui/shopping/to-go/store-entries-screen'))),
  page('/users', 'Users', 'page.users', 'shopping.users', lazy(() => import('./ui/shopping/users/users-screen'))),
  // The core-info wizard (docs/api.md Shop core info), the shop owner's: for the shop, or with a store's id for that store.
  page('/core-info', 'CoreInfo', 'menu.coreInfo', 'shopping.dashboard', CoreInfoScreen),
  page('/core-info/:branchId', 'CoreInfoStore', 'menu.coreInfo', 'shopping.dashboard', CoreInfoScreen),
  page('/credits/buy', 'CreditsBuy', 'page.creditsBuy', CREDITS_BUY, lazy(() => import('./ui/shopping/credits/buy-credits-screen'))),
  page('/credits/transactions', 'CreditsTransactions', 'page.creditsTransactions', CREDITS_LEDGER, lazy(() => import('./ui/shopping/credits/credits-transactions-screen'))),
  page('/parking-validations', 'ParkingValidations', 'page.parkingValidations', 'shopping.validations', lazy(() => import('./ui/shopping/validations/parking-validations-screen'))),
  page('/credits/cards', 'PaymentMethods', 'page.paymentMethods', CREDITS_BUY, lazy(() => import('./ui/shopping/cards/payment-methods-screen'))),

  // Nexo admin (server/menus.ts).
  page('/admin/users', 'AdminUsers', 'menu.users', 'nexo.users', lazy(() => import('./ui/admin/users/users-screen'))),
  page('/admin/requests', 'AdminRequests', 'menu.requests', 'nexo.request', lazy(() => import('./ui/admin/requests/requests-screen'))),
  page('/admin/plazas', 'AdminPlazas', 'menu.mall', 'nexo.plaza', lazy(() => import('./ui/admin/plazas/plazas-screen'))),
  page('/admin/parkings', 'AdminParkings', 'menu.parking', 'nexo.parking', lazy(() => import('./ui/admin/parkings/parkings-screen'))),
  page('/admin/brands', 'AdminBrands', 'menu.brands', 'nexo.brand', lazy(() => import('./ui/admin/brands/brands-screen'))),
  page('/admin/packages', 'AdminPackages', 'menu.packages', 'nexo.packages', lazy(() => import('./ui/admin/packages/packages-screen'))),
  page('/admin/gifts', 'AdminGifts', 'menu.giftsCredits', 'nexo.gifts', lazy(() => import('./ui/admin/gifts/gifts-screen'))),
  page('/admin/gifts/users', 'AdminGiftsUsers', 'menu.giftsCreditsUsers', 'nexo.gifts.users', lazy(() => import('./ui/admin/gifts/gift-users-screen'))),
  page('/admin/roles', 'AdminRoles', 'menu.rolesPermissions', 'nexo.roles', lazy(() => import('./ui/admin/roles/roles-screen'))),
  page('/admin/categories', 'AdminCategories', 'menu.categories', 'category.view', lazy(() => import('./ui/admin/categories/categories-screen'))),
  // The audit log (issue 20): every tenant's for the platform admin, the active lot's or the shop's for their administrators.
  page('/admin/audit', 'AdminAudit', 'menu.audit', 'nexo.roles', AuditScreen),
  page('/admin/settings', 'AdminSettings', 'menu.settings', 'nexo.roles', lazy(() => import('./ui/admin/settings/settings-screen'))),
  page('/audit', 'Audit', 'menu.audit', ['parking.dashboard', 'shopping.dashboard'], AuditScreen),
];
