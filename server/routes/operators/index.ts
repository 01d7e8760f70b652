// The operator's work (spec 2 §4, §7): the lot's active gates, a quote by phone, the checkout, and the
// operator's own checkouts of the day (ours: GET parkings/{id}/operators/checkout/history).
import { and, desc, eq, gte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { CheckoutBody, DEFAULT_PAYMENT_KIND, RateBody } from '../../../src/contracts/checkout.struct';
import { id } from '../../../src/contracts/rules';
import { gates, parkings, visits } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { checkout } from '../../parking/checkout';
import { lostTicketFee } from '../../parking/lost-ticket';
import { visitPayment } from '../../parking/visit-payment';
import { labelledReceiptLines } from '../../../src/domain/receipts';
import { startOfLocalDay } from '../../../src/domain/time/local-day';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const Params = object({ parkingId: id() });

export function operatorRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/gates/active',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: Params,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => {
      const rows = await app.db
        .select()
        .from(gates)
        .where(and(eq(gates.parkingId, params.parkingId), ne(gates.status, 'offline')))
        .orderBy(gates.id);
      return { success: true, data: rows.map((g) => ({ id: g.id, name: g.name, code: g.code, code_map: g.codeMap, type: g.type, status: g.status, access_id: g.accessId })) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/operators/checkout/users/rate',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: Params,
    body: RateBody,
    example: { skip: 'needs an open visit with a phone; covered per tenant in tests/server/checkout.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId }, body: { phone: '8110000000' } }),
    handler: async ({ params, body, locale }) => {
      const open = await app.db
        .select()
        .from(visits)
        .where(and(eq(visits.parkingId, params.parkingId), eq(visits.phone, body.phone), eq(visits.state, 'open')))
        .orderBy(desc(visits.entryAt));
      if (open.length === 0) throw new HttpError(404, 'noOpenVisit');
      const visit = open[0];
      const now = new Date();
      // The lost-ticket fee is kept with the quote for the checkout; a quote without one clears one an earlier quote set.
      const lostTicket = body.lost_ticket ? await lostTicketFee(app.db, visit, now, body.lost_ticket.reason.trim(), locale) : null;
      const { quote, receipt } = await visitPayment(app.db, visit, now, locale, lostTicket);
      await app.db
        .update(visits)
        .set({ quotedAmount: receipt.total, quotedAt: now, quoteLines: quote.lines, lostTicketCents: lostTicket?.cents ?? null, lostTicketReason: lostTicket?.reason ?? null })
        .where(eq(visits.id, visit.id));
      return {
        message: open.length > 1 ? t('quotedLatest', locale, open.length) : t('quoted', locale),
        to_pay: receipt.total,
        subtotal: receipt.net,
        service: receipt.service,
        tax: receipt.tax,
        time_utc: visit.entryAt.toISOString(),
        id: visit.id,
        plate: visit.plate,
        quoted_at: now.toISOString(),
        lines: labelledReceiptLines(receipt.lines, locale),
        open_visits: open.length,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/operators/checkout/users/checkout',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: Params,
    body: CheckoutBody,
    example: { skip: 'needs a freshly quoted visit; covered per tenant in tests/server/checkout.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId }, body: { name: 'Cliente Prueba', transaction_id: 1, gate_out: ids.parkingId === 1 ? 4 : 1, payment_kind: 'cash' } }),
    handler: async ({ params, body, user, locale }) => {
      const [gate] = await app.db.select().from(gates).where(and(eq(gates.id, body.gate_out), eq(gates.parkingId, params.parkingId)));
      if (!gate) throw ValidationError.field('gate_out', t('unknownGate', locale));
      if (gate.type !== 2) throw ValidationError.field('gate_out', t('notExitGate', locale));
      return checkout(app, { parkingId: params.parkingId, visitId: body.transaction_id, gate, name: body.name.trim(), operatorId: user.id, paymentKind: body.payment_kind ?? DEFAULT_PAYMENT_KIND, locale });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/operators/checkout/history',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: Params,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params, user }) => {
      const [row] = await app.db.select({ timeZone: parkings.timeZone }).from(parkings).where(eq(parkings.id, params.parkingId));
      const since = startOfLocalDay(new Date(), row.timeZone);
      const rows = await app.db
        .select()
        .from(visits)
        .where(and(eq(visits.parkingId, params.parkingId), eq(visits.operatorId, user.id), gte(visits.paidAt, since)))
        .orderBy(desc(visits.paidAt));
      const data = rows.map((v) => ({ id: v.id, plate: v.plate, name: v.customerName, entry: v.entryAt.toISOString(), paid_at: v.paidAt?.toISOString() ?? null, amount: v.amount ?? 0, period: v.period, gate_out: v.exitGateId, state: v.state }));
      return { data, total: data.reduce((sum, v) => sum + v.amount, 0), count: data.length };
    },
  });
}
