// The salesman open to requests (spec 1 §4, §7; docs/api.md): go online for a store with the login answer's
// token_notifications, go offline, and read which store the server holds them online for.
import { SalesmanOnlineAnswer } from '../contracts/shopping.struct';
import { apiCall } from './http';

export type SalesmanBranchCall = { branchId: number; token: string };

export const goOnline = ({ branchId, token }: SalesmanBranchCall): Promise<SalesmanOnlineAnswer> =>
  apiCall(SalesmanOnlineAnswer, `users/salesman/branch/${branchId}/login`, { method: 'POST', body: { token } });

export const goOffline = ({ branchId, token }: SalesmanBranchCall): Promise<SalesmanOnlineAnswer> =>
  apiCall(SalesmanOnlineAnswer, `users/salesman/branch/${branchId}/logout`, { method: 'POST', body: { token } });

/** Quiet: a console that cannot read it starts offline, which the salesman sees and may change. */
export const readOnline = (): Promise<SalesmanOnlineAnswer> => apiCall(SalesmanOnlineAnswer, 'users/salesman/online', { quiet: true });
