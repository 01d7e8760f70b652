// Every permission string of the spec ({product} = nexo) and which role holds which. docs/permissions.md
// explains the choice; the seed writes this into the database, where the server reads it at each request.
export const PERMISSIONS = [
  'nexo.dashboard', 'nexo.users', 'nexo.plaza', 'nexo.request', 'nexo.request.accepted', 'nexo.brand', 'nexo.packages',
  'nexo.gifts', 'nexo.gifts.users', 'nexo.parking', 'nexo.roles', 'category.view',
  'shopping.dashboard', 'shopping.users', 'shopping.branch.add', 'shopping.branch.creditsbuy', 'shopping.branch.transactions',
  'shopping.branch.settings', 'shopping.manager.dashboard', 'shopping.shoppingtogo', 'shopping.shopping-to-go',
  'shopping.creditsbuy', 'shopping.transactions', 'shopping.validations',
  'parking.dashboard', 'parking.gates', 'parking.rates.add', 'operators.search',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const starting = (prefix: string) => PERMISSIONS.filter((p) => p.startsWith(prefix));

export type RoleSeed = { id: number; name: string; type: string; permissions: readonly Permission[] };

/** Role ids 2, 4, 5 and 6 carry the meanings the spec gives them. */
export const ROLES: readonly RoleSeed[] = [
  { id: 1, name: 'Administrator', type: 'nexo', permissions: [...starting('nexo.'), 'category.view'] },
  { id: 2, name: 'Parking administrator', type: 'parking', permissions: [...starting('parking.'), 'operators.search'] },
  {
    id: 3,
    name: 'Manager',
    type: 'shopping',
    permissions: ['shopping.manager.dashboard', 'shopping.branch.add', 'shopping.branch.creditsbuy', 'shopping.branch.transactions', 'shopping.branch.settings', 'shopping.validations'],
  },
  { id: 4, name: 'Shop owner', type: 'shopping', permissions: starting('shopping.') },
  { id: 5, name: 'Salesman', type: 'salesman', permissions: ['shopping.shoppingtogo', 'shopping.shopping-to-go'] },
  { id: 6, name: 'Operator', type: 'operator', permissions: ['operators.search', 'parking.gates'] },
];
