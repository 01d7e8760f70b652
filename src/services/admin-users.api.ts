// The admin module's Users calls (docs/api.md "Admin: users"): the lots and shops to filter by, and the actions
// on one user. The list itself goes through the admin lists' calls (admin-list.api.ts). Actions are quiet: the
// user's editor shows a refusal itself.
import { AdminUserAnswer, UserTenantsAnswer, type AdminUserAnswer as Answer, type UserTenants } from '../contracts/admin-users.struct';
import { apiCall } from './http';

export type UserAction = 'deactivate' | 'activate' | 'resetLink' | 'signOut';

export const fetchUserTenants = async (): Promise<UserTenants> => (await apiCall(UserTenantsAnswer, 'admin/users/tenants')).data;

export function actOnUser(userId: number, action: UserAction): Promise<Answer> {
  const base = `admin/users/${userId}`;
  switch (action) {
    case 'deactivate':
      return apiCall(AdminUserAnswer, `${base}/status`, { method: 'POST', body: { status: 2 }, quiet: true });
    case 'activate':
      return apiCall(AdminUserAnswer, `${base}/status`, { method: 'POST', body: { status: 1 }, quiet: true });
    case 'resetLink':
      return apiCall(AdminUserAnswer, `${base}/reset-link`, { method: 'POST', quiet: true });
    case 'signOut':
      return apiCall(AdminUserAnswer, `${base}/sign-out`, { method: 'POST', quiet: true });
  }
}
