// The audit log (issue 20; server/audit): GET audit (every tenant's entries, the platform admin's: nexo.roles),
// GET parkings/{id}/audit (a lot's, its administrators': parking.dashboard) and GET shops/{id}/audit (a shop's,
// its owner's: shopping.dashboard), each with `/export` answering report.xlsx with the same filters.
import type { FastifyInstance } from 'fastify';
import { object, type Struct } from 'superstruct';
import { AuditQuery } from '../../../src/contracts/audit.struct';
import { id } from '../../../src/contracts/rules';
import { auditPage, auditWhere, companyTimeZone, type AuditReader } from '../../audit/audit-log';
import { sendAuditSheet } from '../../audit/audit-sheet';
import { defineRoute, type ExampleIds } from '../../http/route';
import { NO_TENANT, type TenantScope } from '../../http/tenant';

type Log<P> = {
  url: string;
  permission: string;
  tenant: TenantScope;
  params?: Struct<P, unknown>;
  reader: (params: P) => AuditReader;
  example: (ids: ExampleIds) => Record<string, number>;
};

function auditLog<P>(app: FastifyInstance, log: Log<P>): void {
  const common = { auth: 'user', permission: log.permission, tenant: log.tenant, params: log.params, query: AuditQuery } as const;
  defineRoute<P, AuditQuery>(app, {
    ...common,
    method: 'GET',
    url: log.url,
    example: (ids) => ({ params: log.example(ids), query: { from: '2026-01-01' } }),
    handler: async ({ params, query }) => auditPage(app.db, log.reader(params), query),
  });
  defineRoute<P, AuditQuery>(app, {
    ...common,
    method: 'GET',
    url: `${log.url}/export`,
    example: (ids) => ({ params: log.example(ids), query: { entity: 'users' } }),
    handler: async ({ params, query, locale, reply }) => {
      const where = await auditWhere(app.db, log.reader(params), query);
      return sendAuditSheet({ db: app.db, where, query, timeZone: await companyTimeZone(app.db), locale, reply });
    },
  });
}

export function auditRoutes(app: FastifyInstance): void {
  auditLog<Record<string, never>>(app, { url: '/api/audit', permission: 'nexo.roles', tenant: NO_TENANT, reader: () => ({ kind: 'all' }), example: () => ({}) });
  auditLog(app, {
    url: '/api/parkings/:parkingId/audit',
    permission: 'parking.dashboard',
    tenant: { kind: 'parking', param: 'parkingId' },
    params: object({ parkingId: id() }),
    reader: (p) => ({ kind: 'lot', parkingId: p.parkingId }),
    example: (ids) => ({ parkingId: ids.parkingId }),
  });
  auditLog(app, {
    url: '/api/shops/:shopId/audit',
    permission: 'shopping.dashboard',
    tenant: { kind: 'shop', param: 'shopId' },
    params: object({ shopId: id() }),
    reader: (p) => ({ kind: 'shop', shopId: p.shopId }),
    example: (ids) => ({ shopId: ids.shopId }),
  });
}
