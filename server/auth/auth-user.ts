// The signed-in user as every route sees it (request.user): loaded by the auth plugin from the session, read
// by defineRoute and the tenant checks. It lives here, not in the plugin, so server/http need not import it.
import type { Provider, UserType } from '../../src/contracts/auth.struct';

export type AuthUser = {
  id: number;
  sessionId: number;
  provider: Provider;
  userType: UserType;
  roleId: number;
  roleName: string;
  firstName: string;
  lastName: string;
  email: string | null;
  username: string | null;
  reset: boolean;
  permissions: ReadonlySet<string>;
  /** Lots the user administers, or the operator's lot. */
  parkingIds: number[];
  shopId: number | null;
  /** The branches the user belongs to (user_branches): a salesman's stores, a manager's branches. */
  branchIds: number[];
};
