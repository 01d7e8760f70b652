// A statistics tile as report.xlsx (issue 20 item 2: each tile exportable): the same figures the tile answers,
// as rows under a line naming the tile, the period and the filters, in the caller's language. A tile holds at
// most a year of days a lot, so its rows are written at once.
import type { FastifyReply } from 'fastify';
import type { StatTile, TileData } from '../../../src/contracts/statistics.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { createSheetWriter, sendSheet, type Cell } from '../../routes/transactions/xlsx';
import { PLATFORM_TIME_ZONE } from './period';


const LABELS = {
  es: {
    sheet: 'Reporte',
    title: 'Estadísticas',
    tiles: { income: 'Ingresos', visits: 'Visitas', occupancy: 'Ocupación', stay: 'Estancia', credits: 'Créditos', funnel: 'Solicitudes' },
    from: 'Desde',
    to: 'Hasta',
    lot: 'Estacionamiento',
    shop: 'Tienda',
    all: 'Todos',
    total: 'Total',
    head: {
      income: ['Día', 'Estacionamiento', 'Pagos', 'Ingresos'],
      visits: ['Día', 'Estacionamiento', 'Visitas'],
      occupancy: ['Día de la semana', 'Hora', 'Autos (promedio)'],
      stay: ['Estacionamiento', 'Estancias', 'Promedio (minutos)'],
      credits: ['Día', 'Créditos vendidos', 'Créditos regalados', 'Créditos gastados', 'Importe'],
      funnel: ['Etapa', 'Solicitudes'],
    },
    length: ['Duración', 'Estancias'],
    weekdays: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
    steps: { requests: 'Recibidas', offered: 'Con oferta', accepted: 'Aceptadas', done: 'Vendidas' },
  },
  en: {
    sheet: 'Report',
    title: 'Statistics',
    tiles: { income: 'Income', visits: 'Visits', occupancy: 'Occupancy', stay: 'Stay', credits: 'Credits', funnel: 'Requests' },
    from: 'From',
    to: 'To',
    lot: 'Parking lot',
    shop: 'Shop',
    all: 'All',
    total: 'Total',
    head: {
      income: ['Day', 'Parking lot', 'Payments', 'Income'],
      visits: ['Day', 'Parking lot', 'Visits'],
      occupancy: ['Weekday', 'Hour', 'Cars (average)'],
      stay: ['Parking lot', 'Stays', 'Average (minutes)'],
      credits: ['Day', 'Credits sold', 'Credits given', 'Credits spent', 'Amount'],
      funnel: ['Step', 'Requests'],
    },
    length: ['Length', 'Stays'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    steps: { requests: 'Received', offered: 'Offered', accepted: 'Accepted', done: 'Sold' },
  },
} satisfies Record<Locale, { tiles: Record<StatTile, string>; head: Record<StatTile, string[]> } & Record<string, unknown>>;

type Labels = (typeof LABELS)[Locale];

const text = (v: string, bold = false): Cell => ({ t: 'text', v, bold });
const num = (v: number): Cell => ({ t: 'number', v });
const money = (v: number, bold = false): Cell => ({ t: 'money', v, bold });

/** The tile's rows under its header. */
function bodyOf(tile: TileData, l: Labels): Cell[][] {
  switch (tile.tile) {
    case 'income': {
      const names = new Map(tile.lots.map((lot) => [lot.parking_id, lot.name]));
      return [
        ...tile.days.map((d) => [text(d.day), text(names.get(d.parking_id) ?? String(d.parking_id)), num(d.payments), money(d.amount)]),
        [text(l.total, true), null, num(tile.payments), money(tile.total, true)],
      ];
    }
    case 'visits': {
      const names = new Map(tile.lots.map((lot) => [lot.parking_id, lot.name]));
      return [...tile.days.map((d) => [text(d.day), text(names.get(d.parking_id) ?? String(d.parking_id)), num(d.visits)]), [text(l.total, true), null, num(tile.total)]];
    }
    case 'occupancy':
      return tile.cells.map((c) => [text(l.weekdays[c.weekday]), text(`${String(c.hour).padStart(2, '0')}:00`), num(c.cars)]);
    case 'stay':
      return [
        ...tile.lots.map((lot) => [text(lot.name), num(lot.visits), num(lot.minutes)]),
        [text(l.total, true), num(tile.visits), num(tile.minutes)],
        [],
        l.length.map((v) => text(v, true)),
        ...tile.buckets.map((b) => [text(b.label), num(b.visits)]),
      ];
    case 'credits':
      return [
        ...tile.days.map((d) => [text(d.day), num(d.sold), num(d.gifted), num(d.spent), money(d.amount_cents)]),
        [text(l.total, true), num(tile.totals.sold), num(tile.totals.gifted), num(tile.totals.spent), money(tile.totals.amount_cents, true)],
      ];
    case 'funnel':
      return (['requests', 'offered', 'accepted', 'done'] as const).map((step) => [text(l.steps[step]), num(tile[step])]);
  }
}

export type TileSheet = { tile: TileData; lotName: string | null; shopName: string | null; locale: Locale; reply: FastifyReply };

export function sendTileSheet({ tile, lotName, shopName, locale, reply }: TileSheet): FastifyReply {
  const l = LABELS[locale];
  const writer = createSheetWriter({ sheetName: l.sheet, timeZone: PLATFORM_TIME_ZONE });
  const described = [`${l.title}: ${l.tiles[tile.tile]}`, `${l.from}: ${tile.from}`, `${l.to}: ${tile.to}`, `${l.lot}: ${lotName ?? l.all}`, `${l.shop}: ${shopName ?? l.all}`];
  writer.row([text(described.join(' | '), true)]);
  writer.row(l.head[tile.tile].map((v) => text(v, true)));
  const body = bodyOf(tile, l);
  for (const cells of body) writer.row(cells);
  writer.end();
  return sendSheet(reply, writer, body.length);
}
