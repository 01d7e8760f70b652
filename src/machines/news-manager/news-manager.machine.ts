// The news manager (spec 3 §2 News manager, §4 News, §5 News, §7 News; issue 16 item 4): the active lot's news,
// an edit form for one item (id 0 is a new one: Add starts it, and it is what an empty list shows), a slider
// preview and a drag-to-reorder strip. Selecting an item edits it; Save checks the shared rules
// (src/contracts/news.struct.ts) and creates or edits; Delete asks first; a drop in the strip sends the new order
// at once and selects the first item (spec 3 §4). Every write answers the lot's list, which the chart takes; a
// refusal shows its message and its per-field errors (422), and a reorder that fails puts the order back.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { NewsItem } from '../../contracts/news.struct';
import { toApiError } from '../../services/http';
import { deleteNews, fetchNews, orderNews, saveNews, type NewsSaved, type SaveNewsRequest } from '../../services/news.api';
import { bodyOf, emptyValues, problemsOf, valuesOf, type NewsValues, type Problems } from './news-form';

// ---- Context, input, events ----------------------------------------------------------------------------
export type NewsManagerInput = { lotId: number; /** The lot's today (yyyy-MM-dd): a new item's days. */ today: string };

/** What failed, its message, and whether the same call may pass later (Retry is offered for a read only). */
export type NewsFailure = { during: 'load' | 'save' | 'delete' | 'order'; message: string; retriable: boolean };

export type NewsManagerContext = NewsManagerInput & {
  /** The lot's items, first shown first. */
  items: NewsItem[];
  /** The item in the form; 0 is a new one. */
  selectedId: number;
  values: NewsValues;
  /** The picture chosen for the save (none: an edit keeps the stored one). */
  image: File | null;
  /** The rules the last save broke, by field (codes). */
  problems: Problems;
  /** The server's per-field messages of a refused save. */
  fieldErrors: Record<string, string[]>;
  failure: NewsFailure | null;
  /** The order before the one on its way to the server: put back if the server refuses it. */
  previousItems: NewsItem[] | null;
};

export type NewsManagerEvent =
  | { type: 'news.retry' }
  | { type: 'news.add' }
  | { type: 'news.select'; id: number }
  | { type: 'news.save'; values: NewsValues; image: File | null }
  | { type: 'news.delete' }
  | { type: 'news.confirmDelete' }
  | { type: 'news.cancelDelete' }
  /** A drop in the strip: every item's id in the new order. */
  | { type: 'news.reorder'; ids: number[] };

export type DeleteNewsInput = { lotId: number; newsId: number };
export type OrderNewsInput = { lotId: number; ids: number[] };

const failureOf = (during: NewsFailure['during'], error: unknown): NewsFailure => {
  const e = toApiError(error);
  return { during, message: e.message, retriable: e.retriable };
};

/** The form on one item (or a new one when there is none), with nothing chosen or refused yet. */
const editingOf = (item: NewsItem | undefined, today: string) => ({
  selectedId: item?.id ?? 0,
  values: item ? valuesOf(item) : emptyValues(today),
  image: null,
  problems: {},
  fieldErrors: {},
});

/** The ids of a drop, when they are the items' own in another order (as many ids as items, each item among
 *  them: so no id twice and none unknown). */
const isNewOrder = (items: readonly NewsItem[], ids: readonly number[]) =>
  ids.length === items.length && items.every((item) => ids.includes(item.id)) && ids.some((id, i) => items[i].id !== id);

export const saveRequestOf = (c: Pick<NewsManagerContext, 'lotId' | 'selectedId' | 'values' | 'image'>): SaveNewsRequest => ({
  lotId: c.lotId,
  newsId: c.selectedId,
  body: bodyOf(c.values),
  image: c.image,
});

export const newsManagerMachine = setup({
  types: {
    context: {} as NewsManagerContext,
    events: {} as NewsManagerEvent,
    input: {} as NewsManagerInput,
  },
  actors: {
    loadNews: fromPromise<NewsItem[], { lotId: number }>(({ input }) => fetchNews(input.lotId)),
    saveNews: fromPromise<NewsSaved, SaveNewsRequest>(({ input }) => saveNews(input)),
    deleteNews: fromPromise<NewsSaved, DeleteNewsInput>(({ input }) => deleteNews(input.lotId, input.newsId)),
    orderNews: fromPromise<NewsSaved, OrderNewsInput>(({ input }) => orderNews(input.lotId, input.ids)),
  },
  actions: {
    /** A toast with the server's message: saved, deleted, reordered. */
    notify: (_, _params: { message: string }) => {},
  },
  guards: {
    retriable: ({ context }) => context.failure?.retriable === true,
    listed: ({ context, event }) => {
      assertEvent(event, 'news.select');
      return context.items.some((item) => item.id === event.id);
    },
    /** The item in the form is a stored one (a new one has nothing to delete). */
    stored: ({ context }) => context.selectedId !== 0,
    formIsValid: ({ context, event }) => {
      assertEvent(event, 'news.save');
      return Object.keys(problemsOf(event.values, context.selectedId !== 0, event.image)).length === 0;
    },
    newOrder: ({ context, event }) => {
      assertEvent(event, 'news.reorder');
      return isNewOrder(context.items, event.ids);
    },
  },
}).createMachine({
  id: 'newsManager',
  description: "The active lot's news: edit one item, preview them, reorder them.",
  context: ({ input }) => ({
    lotId: input.lotId,
    today: input.today,
    items: [],
    ...editingOf(undefined, input.today),
    failure: null,
    previousItems: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The news is on its way.',
      invoke: {
        id: 'loadNews',
        src: 'loadNews',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ items: event.output, ...editingOf(event.output[0], context.today), failure: null })),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf('load', event.error) }) },
      },
    },
    failed: {
      description: 'The news could not be read: the message, and Retry when trying again may help.',
      on: { 'news.retry': { guard: 'retriable', target: 'loading', actions: assign({ failure: null }) } },
    },
    editing: {
      description: 'The form on the selected item (or a new one), the preview and the strip.',
      on: {
        'news.add': { actions: assign(({ context }) => ({ ...editingOf(undefined, context.today), failure: null })) },
        'news.select': {
          guard: 'listed',
          actions: assign(({ context, event }) => ({ ...editingOf(context.items.find((item) => item.id === event.id), context.today), failure: null })),
        },
        'news.save': [
          {
            guard: 'formIsValid',
            target: 'saving',
            actions: assign({ values: ({ event }) => event.values, image: ({ event }) => event.image, problems: {}, fieldErrors: {}, failure: null }),
          },
          {
            actions: assign({
              values: ({ event }) => event.values,
              image: ({ event }) => event.image,
              problems: ({ context, event }) => problemsOf(event.values, context.selectedId !== 0, event.image),
              fieldErrors: {},
              failure: null,
            }),
          },
        ],
        'news.delete': { guard: 'stored', target: 'confirmingDelete', actions: assign({ failure: null }) },
        'news.reorder': {
          guard: 'newOrder',
          target: 'reordering',
          actions: assign(({ context, event }) => {
            const items = event.ids.map((id) => context.items.find((item) => item.id === id) as NewsItem);
            return { previousItems: context.items, items, ...editingOf(items[0], context.today), failure: null };
          }),
        },
      },
    },
    saving: {
      description: 'The item is with the server: Save is busy, every field kept.',
      invoke: {
        id: 'saveNews',
        src: 'saveNews',
        input: ({ context }) => saveRequestOf(context),
        onDone: {
          target: 'editing',
          actions: [
            // A new item comes back last in the lot's order.
            assign(({ context, event }) => {
              const items = event.output.items;
              const savedId = context.selectedId === 0 ? items.at(-1)?.id : context.selectedId;
              return { items, ...editingOf(items.find((item) => item.id === savedId), context.today) };
            }),
            { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: failureOf('save', event.error), fieldErrors: toApiError(event.error).errors })),
        },
      },
    },
    confirmingDelete: {
      description: 'Delete the selected item? Yes or no.',
      on: {
        'news.confirmDelete': { target: 'deleting' },
        'news.cancelDelete': { target: 'editing' },
      },
    },
    deleting: {
      description: 'The delete is with the server; then the first item is in the form.',
      invoke: {
        id: 'deleteNews',
        src: 'deleteNews',
        input: ({ context }) => ({ lotId: context.lotId, newsId: context.selectedId }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({ items: event.output.items, ...editingOf(event.output.items[0], context.today) })),
            { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf('delete', event.error) }) },
      },
    },
    reordering: {
      description: 'The new order shows in the strip and is with the server.',
      invoke: {
        id: 'orderNews',
        src: 'orderNews',
        input: ({ context }) => ({ lotId: context.lotId, ids: context.items.map((item) => item.id) }),
        onDone: {
          target: 'editing',
          actions: [assign({ items: ({ event }) => event.output.items, previousItems: null }), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ items: context.previousItems ?? context.items, previousItems: null, failure: failureOf('order', event.error) })),
        },
      },
    },
  },
});
