// The news screen (src/ui/parking/news/news-screen.tsx) along the shortest path to every state of the
// news-manager chart, its actors running against a mocked news service: the loader, the failure with or without
// Retry, the form on the selected or a new item with its rules and the server's refusals on their fields, the
// slider preview and the strip in the lot's order, the delete question, the busy save, delete and reorder, and
// the toasts of the server's messages (spec 3 §2 News manager, §4, §5; issue 16 item 4). A drop is the one step
// sent to the chart itself: the test DOM (happy-dom) lays nothing out, so dnd-kit has no places to move between (the browser test
// reorders by keyboard and by pointer).
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '../../../src/contracts/news.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { NewsValues } from '../../../src/machines/news-manager/news-form';
import type { NewsManagerContext, NewsManagerEvent, newsManagerMachine } from '../../../src/machines/news-manager/news-manager.machine';
import NewsScreen from '../../../src/ui/parking/news/news-screen';
import { storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { afterDelete, broken, expectedRequest, fresh, full, news, newsManagerOracle, orderRefused, picture, refusal, TODAY } from '../oracles/news-manager.oracle';

const api = vi.hoisted(() => ({ fetchNews: vi.fn(), saveNews: vi.fn(), deleteNews: vi.fn(), orderNews: vi.fn() }));
vi.mock('../../../src/services/news.api', () => api);
// The stored pictures are read behind the token (src/ui/components/stored-image.tsx).
vi.mock('../../../src/services/files.api', () => ({ fetchStoredFile: async () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) }));
vi.mock('../../../src/machines/news-manager/news-manager.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ newsManagerMachine: typeof newsManagerMachine }>();
  return { ...chart, newsManagerMachine: probed(chart.newsManagerMachine, ['loadNews', 'saveNews', 'deleteNews', 'orderNews']) };
});

setLocale('en');
const calls = { loadNews: settleable(), saveNews: settleable(), deleteNews: settleable(), orderNews: settleable() };
beforeAll(() => {
  // the test DOM has no object URLs: pictures get a stand-in address.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
beforeEach(() => {
  // A new item's days are the lot's today: the oracle's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T18:00:00Z`));
  vi.clearAllMocks();
  notifications.clean();
  for (const call of Object.values(calls)) call.reset();
  api.fetchNews.mockImplementation(calls.loadNews.impl);
  api.saveNews.mockImplementation(calls.saveNews.impl);
  api.deleteNews.mockImplementation(calls.deleteNews.impl);
  api.orderNews.mockImplementation(calls.orderNews.impl);
});
afterEach(() => vi.useRealTimers());

type C = NewsManagerContext;
type On<T extends NewsManagerEvent['type']> = Extract<NewsManagerEvent, { type: T }>;

const form = () => screen.getByRole('region', { name: 'News item' });
const strip = () => screen.getByRole('region', { name: 'Order' });
const preview = () => screen.getByRole('region', { name: 'Preview' });
const button = (inside: HTMLElement, name: string | RegExp) => within(inside).getByRole('button', { name });
const busy = (b: HTMLElement) => b.hasAttribute('data-loading');
/** The field labelled `label` (a required field's label ends in an asterisk): an input, a textarea or a picker's button. */
const field = (label: string) => {
  const found = within(form()).getAllByLabelText(new RegExp(`^${label}\\s*\\*?$`)).find((el) => ['INPUT', 'TEXTAREA', 'BUTTON'].includes(el.tagName));
  if (!found) throw new Error(`No field labelled ${label}`);
  return found;
};
/** The error message tied to a field (Mantine's `<id>-error` among the ids that describe it). */
const errorOn = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const shown = (day: string) => day.split('-').reverse().join('/');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Picks a day of the month the picker opens on (every fixture's days are in November 2026, as is today). */
function pickDay(label: string, day: string) {
  if (field(label).textContent === shown(day)) return;
  fireEvent.click(field(label));
  const [y, m, d] = day.split('-').map(Number);
  fireEvent.click(screen.getByRole('button', { name: `${d} ${MONTHS[m - 1]} ${y}` }));
}

function saveThroughForm(values: NewsValues, image: File | null) {
  type(field('Headline'), values.name);
  type(field('Description'), values.description);
  pickDay('Start date', values.start_date);
  pickDay('End date', values.end_date);
  const show = within(form()).getByRole('switch', { name: 'Show end date' });
  if ((show as HTMLInputElement).checked !== values.show_end_date) fireEvent.click(show);
  if (image) fireEvent.change(form().querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [image] } });
  fireEvent.click(button(form(), 'Save'));
}

const LABELS: Record<string, string> = { name: 'Headline', description: 'Description', start_date: 'Start date', end_date: 'End date' };
/** A rule's words as the form shows them: the end date's rule names the start date by its label. */
const ruleText = (code: string, label: string) => validationMessage(code.startsWith('afterOrEqual|') ? 'afterOrEqual|start date' : code, label.toLowerCase(), 'en');

/** What the manager shows beside the form: the strip and the preview in the lot's order, the item in the form. */
function theManager(c: C, saving: boolean) {
  const selected = c.items.find((it) => it.id === c.selectedId);
  expect(within(form()).getByRole('heading')).toHaveTextContent(selected ? `Edit ${selected.name}` : 'New news item');
  expect(field('Headline')).toHaveValue(c.values.name);
  expect(field('Description')).toHaveValue(c.values.description);
  expect(field('Start date')).toHaveTextContent(shown(c.values.start_date));
  expect(field('End date')).toHaveTextContent(shown(c.values.end_date));
  expect(within(form()).getByRole('switch', { name: 'Show end date' })).toHaveProperty('checked', c.values.show_end_date);
  for (const [key, label] of Object.entries(LABELS)) {
    const expected = c.fieldErrors[key]?.[0] ?? (c.problems[key] ? ruleText(c.problems[key], label) : null);
    expect(errorOn(field(label)), `${label}'s error`).toBe(expected);
  }
  const imageError = c.fieldErrors.image?.[0] ?? (c.problems.image ? validationMessage(c.problems.image, 'image', 'en') : null);
  if (imageError) expect(within(form()).getByText(imageError)).toBeInTheDocument();
  const FAILED = { load: 'The news could not be read', save: 'The news item could not be saved', delete: 'The news item could not be deleted', order: 'The new order could not be saved; the earlier order is back' };
  if (c.failure) expect(within(form()).getByRole('alert')).toHaveTextContent(`${FAILED[c.failure.during]}${c.failure.message}`);
  else expect(within(form()).queryByRole('alert')).toBeNull();
  expect(busy(button(form(), 'Save')), 'Save busy').toBe(saving);
  expect(within(form()).queryByRole('button', { name: 'Delete' }) !== null, 'Delete offered').toBe(selected !== undefined);
  theOrder(c.items, c.selectedId);
}

function theOrder(items: NewsItem[], selectedId: number) {
  if (items.length === 0) {
    expect(within(strip()).getByText('This lot has no news yet.')).toBeInTheDocument();
    expect(within(preview()).getByText('Your news will show here as your customers will see it.')).toBeInTheDocument();
    return;
  }
  const list = within(strip()).getByRole('list', { name: 'Order' });
  expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(items.map((it) => it.name));
  for (const it of items) expect(button(list, `Edit ${it.name}`)).toHaveAttribute('aria-pressed', String(it.id === selectedId));
  // The preview starts at the first item, as a customer sees it, with its days.
  const slide = within(preview()).getByRole('group', { name: `1 of ${items.length}` });
  expect(slide).toHaveTextContent(items[0].name);
  expect(slide).toHaveTextContent(items[0].show_end_date ? `From ${shown(items[0].start_date)} to ${shown(items[0].end_date)}` : `From ${shown(items[0].start_date)}`);
}

/** Settles a call of the mocked service; a write's toast shows the server's message. */
const settle = (call: ReturnType<typeof settleable>) => ({
  done: async (e: NewsManagerEvent | Done<unknown>) => {
    const output = (e as Done<{ message?: string }>).output;
    await call.resolve(output);
    if (output && typeof output === 'object' && 'message' in output) expect((await screen.findAllByText(output.message as string)).length).toBeGreaterThan(0);
    return true;
  },
  error: async (e: NewsManagerEvent | Failure) => (await call.reject((e as Failure).error), true),
});

const view: ViewOracle<typeof newsManagerMachine> = {
  render: () => renderWithSession(<NewsScreen />, { path: '/news', stored: storedSession({ activeLotId: 1 }) }),
  drive: {
    ...Object.fromEntries(
      Object.entries(calls).flatMap(([id, call]) => [
        [`xstate.done.actor.${id}`, settle(call).done],
        [`xstate.error.actor.${id}`, settle(call).error],
      ]),
    ),
    'news.retry': () => (screen.queryByRole('button', { name: 'Retry' }) ? (fireEvent.click(screen.getByRole('button', { name: 'Retry' })), true) : false),
    'news.add': () => (fireEvent.click(button(strip(), 'Add news')), true),
    'news.select': (e, s) => {
      const it = s.context.items.find((n) => n.id === (e as On<'news.select'>).id);
      // An item not listed has no thumbnail: the chart gets the event itself.
      if (!it) return false;
      fireEvent.click(button(strip(), `Edit ${it.name}`));
      return true;
    },
    'news.save': (e) => {
      const save = e as On<'news.save'>;
      saveThroughForm(save.values, save.image);
      return true;
    },
    'news.delete': () => {
      const del = within(form()).queryByRole('button', { name: 'Delete' });
      if (!del) return false;
      fireEvent.click(del);
      return true;
    },
    'news.confirmDelete': () => (fireEvent.click(button(screen.getByRole('dialog'), 'Delete')), true),
    'news.cancelDelete': () => (fireEvent.click(button(screen.getByRole('dialog'), 'Cancel')), true),
  },
  sees: {
    loading: () => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchNews).toHaveBeenLastCalledWith(1);
    },
    failed: (c) => {
      expect(screen.getByRole('alert')).toHaveTextContent(`The news could not be read${c.failure?.message}`);
      expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(c.failure?.retriable);
    },
    editing: (c) => {
      theManager(c, false);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    saving: (c) => {
      theManager(c, true);
      expect(api.saveNews).toHaveBeenLastCalledWith(expectedRequest(c));
    },
    confirmingDelete: (c) => {
      const name = c.items.find((it) => it.id === c.selectedId)?.name;
      expect(within(screen.getByRole('dialog')).getByText(`Are you sure to delete ${name}?`)).toBeInTheDocument();
    },
    deleting: (c) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(button(form(), 'Delete')).toBeDisabled();
      expect(api.deleteNews).toHaveBeenLastCalledWith(1, c.selectedId);
    },
    reordering: (c) => {
      theManager(c, false);
      expect(button(strip(), 'Add news')).toBeDisabled();
      expect(api.orderNews).toHaveBeenLastCalledWith(1, c.items.map((it) => it.id));
    },
  },
};

describeViewPaths(newsManagerOracle, view);

/** Plays events as the replays do (through the view where it can), then checks what the form and the lists show. */
async function story(events: (NewsManagerEvent | Done<unknown> | Failure)[]) {
  view.render();
  const actor = actorOf('newsManager');
  for (const e of events) {
    const drive = view.drive?.[e.type];
    if (!(drive && (await drive(e as never, actor.getSnapshot())))) act(() => actor.send(e));
  }
  await waitFor(() => theManager(actor.getSnapshot().context as C, false));
  return actor.getSnapshot().context as C;
}

describe('news-manager view stories', () => {
  it('an empty lot shows a new item; a broken save shows each rule on its field, the picture required', async () => {
    const c = await story([{ type: 'xstate.done.actor.loadNews', output: [] }, { type: 'news.save', values: broken, image: null }]);
    expect(Object.keys(c.problems).sort()).toEqual(['description', 'end_date', 'image', 'name']);
    expect(errorOn(field('End date'))).toBe('The end date field must be a date after or equal to start date.');
    expect(within(form()).getByText('The image field is required.')).toBeInTheDocument();
  });

  it("a refused edit shows the server's message above the form and on its field", async () => {
    await story([
      { type: 'xstate.done.actor.loadNews', output: news },
      { type: 'news.save', values: fresh, image: null },
      { type: 'xstate.error.actor.saveNews', error: refusal },
    ]);
    expect(errorOn(field('Headline'))).toBe(refusal.message);
  });

  it("a lot with 100 items: the create shows the server's 409 message", async () => {
    await story([
      { type: 'xstate.done.actor.loadNews', output: news },
      { type: 'news.add' },
      { type: 'news.save', values: fresh, image: picture },
      { type: 'xstate.error.actor.saveNews', error: full },
    ]);
    expect(within(form()).getByRole('alert')).toHaveTextContent(full.message);
  });

  it('a refused reorder puts the earlier order back and says so', async () => {
    const c = await story([
      { type: 'xstate.done.actor.loadNews', output: news },
      { type: 'news.reorder', ids: [13, 11, 12] },
      { type: 'xstate.error.actor.orderNews', error: orderRefused },
    ]);
    expect(c.items.map((it) => it.id)).toEqual([11, 12, 13]);
    expect(within(form()).getByRole('alert')).toHaveTextContent('The new order could not be saved; the earlier order is back');
  });

  it('a delete, once answered, toasts and puts the first item of the answer in the form', async () => {
    const c = await story([
      { type: 'xstate.done.actor.loadNews', output: news },
      { type: 'news.select', id: 12 },
      { type: 'news.delete' },
      { type: 'news.confirmDelete' },
      { type: 'xstate.done.actor.deleteNews', output: afterDelete },
    ]);
    expect(c.selectedId).toBe(afterDelete.items[0].id);
    expect(screen.getByText('Deleted.')).toBeInTheDocument();
  });
});
