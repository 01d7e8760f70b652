// Where each kind of account lands after signing in, and the guard's welcome route (spec 2 §2), in one table.
// Spec 2 §2: admin-shopping to the Branchs List, salesman to Shopping To Go with the chosen store, operator to
// Search, anything else to Dashboard; a parking user with several lots and none chosen first picks one at /lots.
// /dashboard shows each module's own dashboard (ui/shell/module-dashboard.tsx), so the platform admin and a
// shop owner never meet the parking dashboard's lot choice.
import type { Provider, UserType } from '../../contracts/auth.struct';
import type { SessionContext } from './session.types';

type LandingContext = Pick<SessionContext, 'auth' | 'lots' | 'activeLotId' | 'activeStoreId'>;

const LANDING: Record<Provider, (context: LandingContext) => string> = {
  parking: (c) => (c.lots.length > 1 && c.activeLotId === null ? '/lots' : '/dashboard'),
  operator: () => '/search',
  salesman: (c) => {
    const query = new URLSearchParams();
    if (c.activeStoreId !== null) query.set('active', String(c.activeStoreId));
    query.set('module', 'request');
    return `/shopping-to-go?${query.toString()}`;
  },
  shopping: () => '/dashboard',
  nexo: () => '/dashboard',
};

/** The user type admin-shopping (a shop's manager) lands on the Branchs List whatever the provider. */
const BY_USER_TYPE: Partial<Record<UserType, string>> = { 'admin-shopping': '/branchs' };

export function landingPath(context: LandingContext): string {
  const { auth } = context;
  if (!auth) return '/login';
  return BY_USER_TYPE[auth.user_type] ?? LANDING[auth.type](context);
}
