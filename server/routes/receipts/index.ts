// The lot's lost-ticket fee (GET|PUT parkings/{id}/lost-ticket, the rates screen's section) and a paid visit's
// receipt as JSON and as a PDF (GET parkings/{id}/visits/{visitId}/receipt[/pdf]) (issue 21 items 4 and 6).
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { LostTicketBody } from '../../../src/contracts/receipts.struct';
import { id } from '../../../src/contracts/rules';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { lostTicketSetting, saveLostTicketSetting } from '../../parking/lost-ticket';
import { receiptPdf } from '../../receipts/receipt-pdf';
import { readReceipt } from '../../receipts/receipt';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const LotParams = object({ parkingId: id() });
const VisitParams = object({ parkingId: id(), visitId: id() });
const NEEDS_PAID_VISIT = 'needs a visit paid with a receipt; covered per tenant in tests/server/receipts.test.ts';

export function receiptRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/lost-ticket',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => ({ data: await lostTicketSetting(app.db, params.parkingId) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/parkings/:parkingId/lost-ticket',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: LotParams,
    body: LostTicketBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: { mode: 'fixed', cents: 20000 } }),
    handler: async ({ params, body, locale }) => ({ data: await saveLostTicketSetting(app.db, params.parkingId, body), message: t('lostTicketSaved', locale) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/visits/:visitId/receipt',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: VisitParams,
    example: { skip: NEEDS_PAID_VISIT },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, visitId: 1 } }),
    handler: async ({ params, locale }) => ({ success: true, data: await readReceipt(app.db, params.parkingId, params.visitId, locale) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/visits/:visitId/receipt/pdf',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: VisitParams,
    example: { skip: NEEDS_PAID_VISIT },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, visitId: 1 } }),
    handler: async ({ params, locale, reply }) => {
      const pdf = await receiptPdf(await readReceipt(app.db, params.parkingId, params.visitId, locale), locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${params.visitId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  });
}
