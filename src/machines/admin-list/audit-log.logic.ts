// The audit log's list (issue 20): the admin list chart reading the entries of its source's path (audit,
// parkings/{id}/audit or shops/{id}/audit) instead of a list under admin/.
import { fromPromise } from 'xstate';
import type { AdminPage } from '../../contracts/admin-list.struct';
import { exportAudit, fetchAuditPage } from '../../services/audit.api';
import { adminListMachine, type AdminLoadInput, type AdminRow } from './admin-list.machine';

/** Whose entries: the platform admin's (every tenant), a lot's administrator's, a shop owner's. */
export type AuditSource = { kind: 'all' } | { kind: 'lot'; parkingId: number } | { kind: 'shop'; shopId: number };

/** Where a source's entries are read (docs/api.md Audit log). */
export const auditPath = (source: AuditSource): string =>
  source.kind === 'all' ? 'audit' : source.kind === 'lot' ? `parkings/${source.parkingId}/audit` : `shops/${source.shopId}/audit`;

export const auditLogMachine = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<AdminPage<AdminRow>, AdminLoadInput>(({ input }) => fetchAuditPage(input.path, input.request)),
    exportList: fromPromise<void, AdminLoadInput>(({ input }) => exportAudit(input.path, input.request)),
  },
});
