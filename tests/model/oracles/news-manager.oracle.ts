// The oracle of the news manager's chart (spec 3 §2 News manager, §4 News, §5 News, §7 News; issue 16 item 4),
// written from the spec in the test's own words: the lot's news is read; the form holds one item, the first
// one, or a new one (id 0) when there is none or after Add; a headline of 4 to 50 characters and a text of 4 to
// 350 (spaces around them do not count), two days from 2020 to 2099 with the end not before the start, and a
// picture for a new item; a save creates (id 0) or edits and the item saved stays in the form (a new one comes
// back last); a delete is asked first and puts the first item in the form; a drop sends every item's id in the
// new order, shows it at once and selects the first item, and a refused order puts the earlier one back; every
// write's list is taken as the server answers it; Retry only for a read that may pass. Used by
// tests/model/news-manager.paths.test.ts and the screen's replays.
import { expect } from 'vitest';
import type { NewsItem } from '../../../src/contracts/news.struct';
import type { NewsValues } from '../../../src/machines/news-manager/news-form';
import { newsManagerMachine, type NewsFailure, type NewsManagerContext, type NewsManagerEvent } from '../../../src/machines/news-manager/news-manager.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type C = NewsManagerContext;
type On<T extends NewsManagerEvent['type']> = Extract<NewsManagerEvent, { type: T }>;
type Saved = { items: NewsItem[]; message: string };

export const TODAY = '2026-11-24';

const item = (id: number, name: string, description: string, start_date: string, end_date: string, show_end_date: boolean): NewsItem => {
  const address = `/api/parkings/1/files/${String(id).repeat(4)}.jpg`;
  return { id, name, description, start_date, end_date, show_end_date, image_sel: address, image: { thumb_m: address } };
};
export const horario = item(11, 'Nuevo horario', 'Abrimos de 7:00 a 23:00 toda la semana.', '2026-11-01', '2026-11-30', true);
export const pensiones = item(12, 'Pensiones', 'Pregunta por nuestras pensiones mensuales.', '2026-11-10', '2026-11-20', false);
export const lavado = item(13, 'Lavado de autos', 'Lava tu auto mientras haces tus compras.', '2026-11-05', '2026-11-28', true);
export const news = [horario, pensiones, lavado];

/** A new item's values: spaces around the headline, four days of November. */
export const fresh: NewsValues = { name: ' Buen Fin ', description: 'Descuentos del 14 al 17 de noviembre.', start_date: '2026-11-14', end_date: '2026-11-17', show_end_date: true };
/** A short headline, no text, the end before the start. */
export const broken: NewsValues = { name: 'BF', description: '', start_date: '2026-11-17', end_date: '2026-11-14', show_end_date: false };
export const picture = new File([new Uint8Array([137, 80, 78, 71, 1])], 'buen-fin.png', { type: 'image/png' });

const buenFin = item(14, 'Buen Fin', fresh.description, fresh.start_date, fresh.end_date, true);
/** What a save answers: the lot's list with item 12 as edited and a new item last. */
export const afterSave: Saved = { items: [horario, { ...pensiones, name: 'Buen Fin', description: fresh.description, start_date: fresh.start_date, end_date: fresh.end_date, show_end_date: true }, lavado, buenFin], message: 'Saved.' };
/** What a delete answers: the list without one item. */
export const afterDelete: Saved = { items: [horario, lavado], message: 'Deleted.' };

export const offline = new ApiError('Network error');
export const serverFault = new ApiError('Something went wrong', 500);
export const notFound = new ApiError('Not found.', 404);
export const refusal = new ApiError('The name field must be at least 4 characters.', 422, { name: ['The name field must be at least 4 characters.'] });
export const full = new ApiError('A lot can have at most 100 news items: delete one first.', 409);
export const orderRefused = new ApiError("The order must name each of the lot's news items exactly once: reload the news and try again.", 422, {
  news: ["The order must name each of the lot's news items exactly once: reload the news and try again."],
});

/** What the spec's Retry rests on: no answer at all, a timeout, a throttle or a server fault may pass. */
const mayPass = (e: ApiError) => e.status === null || e.status === 408 || e.status === 429 || e.status >= 500;
const failed = (during: NewsFailure['during'], e: ApiError): NewsFailure => ({ during, message: e.message, retriable: mayPass(e) });

/** The first rule each field breaks, as the shared rules' codes. */
export function expectedProblems(v: NewsValues, editing: boolean, image: File | null): Record<string, string> {
  const out: Record<string, string> = {};
  const length = (field: 'name' | 'description', min: number, max: number) => {
    const n = v[field].trim().length;
    if (n === 0) out[field] = 'required';
    else if (n < min) out[field] = `min|${min}`;
    else if (n > max) out[field] = `max|${max}`;
  };
  length('name', 4, 50);
  length('description', 4, 350);
  for (const field of ['start_date', 'end_date'] as const) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v[field])) out[field] = 'type';
    else if (v[field] < '2020' || v[field] > '2099-12-31') out[field] = 'year|2020|2099';
  }
  if (!out.start_date && !out.end_date && v.end_date < v.start_date) out.end_date = 'afterOrEqual|start date';
  if (!editing && image === null) out.image = 'required';
  return out;
}

const valuesOf = (it: NewsItem): NewsValues => ({ name: it.name, description: it.description, start_date: it.start_date, end_date: it.end_date, show_end_date: it.show_end_date });
/** The form on an item, or on a new one (today to today, the end date shown), with nothing chosen or refused. */
export const formOn = (it: NewsItem | undefined) => ({
  selectedId: it?.id ?? 0,
  values: it ? valuesOf(it) : { name: '', description: '', start_date: TODAY, end_date: TODAY, show_end_date: true },
  image: null,
  problems: {},
  fieldErrors: {},
});

/** The request a valid form sends. */
export const expectedRequest = (c: C) => ({
  lotId: 1,
  newsId: c.selectedId,
  body: { name: c.values.name.trim(), description: c.values.description.trim(), start_date: c.values.start_date, end_date: c.values.end_date, show_end_date: c.values.show_end_date },
  image: c.image,
});

const ids = (items: readonly NewsItem[]) => items.map((it) => it.id);
const listed = (c: C, id: number) => c.items.some((it) => it.id === id);

/** A form with nothing refused or broken: where the events the chart must refuse are offered (everywhere would
 *  only double the graph with steps that change nothing). */
const atRest = (c: C) => c.failure === null && Object.keys(c.problems).length === 0;
/** An item that is not the lot's, and a drop that leaves the order as it was. */
const refusedEvents = (c: C) => [
  { type: 'news.select' as const, id: 99 },
  { type: 'news.reorder' as const, ids: ids(c.items) },
];

export const newsManagerOracle: OracleOf<typeof newsManagerMachine> = {
  name: 'news-manager',
  machine: newsManagerMachine,
  input: { lotId: 1, today: TODAY },
  events: ({ context }) => [
    ...(atRest(context) ? refusedEvents(context) : []),
    { type: 'xstate.done.actor.loadNews', output: news },
    { type: 'xstate.done.actor.loadNews', output: [] },
    { type: 'xstate.error.actor.loadNews', error: offline },
    { type: 'xstate.error.actor.loadNews', error: notFound },
    { type: 'news.retry' },
    { type: 'news.add' },
    { type: 'news.select', id: 12 },
    { type: 'news.save', values: fresh, image: picture },
    { type: 'news.save', values: fresh, image: null },
    { type: 'news.save', values: broken, image: null },
    { type: 'xstate.done.actor.saveNews', output: afterSave },
    { type: 'xstate.error.actor.saveNews', error: refusal },
    // Only a create meets a full lot.
    ...(context.selectedId === 0 ? [{ type: 'xstate.error.actor.saveNews' as const, error: full }] : []),
    { type: 'news.delete' },
    { type: 'news.confirmDelete' },
    { type: 'news.cancelDelete' },
    { type: 'xstate.done.actor.deleteNews', output: afterDelete },
    { type: 'xstate.error.actor.deleteNews', error: serverFault },
    // A drop that moves the last item first.
    { type: 'news.reorder', ids: [...ids(context.items.slice(-1)), ...ids(context.items.slice(0, -1))] },
    // The server keeps the order sent.
    { type: 'xstate.done.actor.orderNews', output: { items: context.items, message: 'Saved.' } },
    { type: 'xstate.error.actor.orderNews', error: orderRefused },
  ],
  initialContext: (input) => ({ lotId: input.lotId, today: input.today, items: [], ...formOn(undefined), failure: null, previousItems: null }),
  guards: {
    retriable: (c) => c.failure?.retriable === true,
    listed: (c, e: On<'news.select'>) => listed(c, e.id),
    stored: (c) => c.selectedId !== 0,
    formIsValid: (c, e: On<'news.save'>) => Object.keys(expectedProblems(e.values, c.selectedId !== 0, e.image)).length === 0,
    newOrder: (c, e: On<'news.reorder'>) => [...e.ids].sort().join() === ids(c.items).sort().join() && e.ids.join() !== ids(c.items).join(),
  },
  effects: {
    'loading xstate.done.actor.loadNews': (_c, e: Done<NewsItem[]>) => ({ items: e.output, ...formOn(e.output[0]), failure: null }),
    'loading xstate.error.actor.loadNews': (_c, e: Failure<ApiError>) => ({ failure: failed('load', e.error) }),
    'failed news.retry': () => ({ failure: null }),
    'editing news.add': () => ({ ...formOn(undefined), failure: null }),
    'editing news.select': (c, e: On<'news.select'>) => ({ ...formOn(c.items.find((it) => it.id === e.id)), failure: null }),
    'editing news.save [formIsValid]': (_c, e: On<'news.save'>) => ({ values: e.values, image: e.image, problems: {}, fieldErrors: {}, failure: null }),
    'editing news.save': (c, e: On<'news.save'>) => ({ values: e.values, image: e.image, problems: expectedProblems(e.values, c.selectedId !== 0, e.image), fieldErrors: {}, failure: null }),
    'editing news.delete': () => ({ failure: null }),
    'editing news.reorder': (c, e: On<'news.reorder'>) => {
      const items = e.ids.map((id) => c.items.find((it) => it.id === id) as NewsItem);
      return { previousItems: c.items, items, ...formOn(items[0]), failure: null };
    },
    'saving xstate.done.actor.saveNews': (c, e: Done<Saved>) => {
      const saved = c.selectedId === 0 ? e.output.items[e.output.items.length - 1] : e.output.items.find((it) => it.id === c.selectedId);
      return { items: e.output.items, ...formOn(saved) };
    },
    'saving xstate.error.actor.saveNews': (_c, e: Failure<ApiError>) => ({ failure: failed('save', e.error), fieldErrors: e.error.errors }),
    'deleting xstate.done.actor.deleteNews': (_c, e: Done<Saved>) => ({ items: e.output.items, ...formOn(e.output.items[0]) }),
    'deleting xstate.error.actor.deleteNews': (_c, e: Failure<ApiError>) => ({ failure: failed('delete', e.error) }),
    'reordering xstate.done.actor.orderNews': (_c, e: Done<Saved>) => ({ items: e.output.items, previousItems: null }),
    'reordering xstate.error.actor.orderNews': (c, e: Failure<ApiError>) => ({ items: c.previousItems ?? [], previousItems: null, failure: failed('order', e.error) }),
  },
  states: {
    '(root)': (c) => {
      expect([c.lotId, c.today]).toEqual([1, TODAY]);
      // The rules a save broke and the server's refusal of a save never show together.
      expect(Object.keys(c.problems).length === 0 || c.failure?.during !== 'save').toBe(true);
    },
    loading: (c) => {
      expect([c.items, c.selectedId, c.failure]).toEqual([[], 0, null]);
    },
    failed: (c) => {
      expect(c.failure?.during).toBe('load');
      expect(c.items).toEqual([]);
    },
    editing: (c) => {
      expect(c.previousItems).toBeNull();
      // The form holds a new item or one of the list.
      expect(c.selectedId === 0 || listed(c, c.selectedId)).toBe(true);
      if (Object.keys(c.problems).length > 0) expect(c.problems).toEqual(expectedProblems(c.values, c.selectedId !== 0, c.image));
    },
    saving: (c) => {
      expect([c.problems, c.fieldErrors, c.failure]).toEqual([{}, {}, null]);
      expect(expectedProblems(c.values, c.selectedId !== 0, c.image)).toEqual({});
    },
    confirmingDelete: (c) => expect(c.selectedId !== 0 && listed(c, c.selectedId)).toBe(true),
    deleting: (c) => expect(c.selectedId !== 0 && listed(c, c.selectedId)).toBe(true),
    reordering: (c) => {
      // The new order shows: the same items as before, another order, the first in the form.
      expect(c.previousItems).not.toBeNull();
      expect(ids(c.items).sort()).toEqual(ids(c.previousItems ?? []).sort());
      expect(ids(c.items)).not.toEqual(ids(c.previousItems ?? []));
      expect(c.selectedId).toBe(c.items[0].id);
    },
  },
  params: {
    notify: (_c, e: Done<Saved>) => ({ message: e.output.message }),
  },
  invokes: {
    loadNews: () => ({ lotId: 1 }),
    saveNews: (c) => expectedRequest(c),
    deleteNews: (c) => ({ lotId: 1, newsId: c.selectedId }),
    orderNews: (c) => ({ lotId: 1, ids: ids(c.items) }),
  },
};
