// Gifts Credits (src/ui/admin/gifts/gifts-screen.tsx) along the shortest path to every configuration of its
// chart's two regions, its actors running against mocked credits services: the picker's search, its stores (or
// none) each with Choose, its failure with Retry; the stores chosen with Remove, the credits and the reason with
// their rules and the server's refusal; the question before the gift; the busy Give and the call it makes.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { GiftContext, GiftEvent, giftMachine } from '../../../src/machines/admin-editor/admin-gift/admin-gift.machine';
import { giftBodyOf } from '../../../src/machines/admin-editor/admin-gift/gift-form';
import GiftsScreen from '../../../src/ui/admin/gifts/gifts-screen';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { giftOracle } from '../oracles/admin-gift.oracle';

const api = vi.hoisted(() => ({ searchGiftStores: vi.fn(), giveCredits: vi.fn(), savePackage: vi.fn() }));
vi.mock('../../../src/services/admin-credits.api', () => api);
vi.mock('../../../src/machines/admin-editor/admin-gift/admin-gift.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ giftMachine: typeof giftMachine }>();
  return { ...chart, giftMachine: probed(chart.giftMachine, ['searchStores', 'giveCredits']) };
});

setLocale('en');
const searchCall = settleable();
const giveCall = settleable();
beforeEach(() => {
  vi.clearAllMocks();
  searchCall.reset();
  giveCall.reset();
  api.searchGiftStores.mockImplementation(searchCall.impl);
  api.giveCredits.mockImplementation(giveCall.impl);
});

type C = GiftContext;
const on = <T extends GiftEvent['type']>(e: unknown) => e as Extract<GiftEvent, { type: T }>;
const picker = () => within(screen.getByRole('region', { name: 'Active stores' }));
const form = () => within(screen.getByRole('region', { name: 'Stores chosen' }));
const credits = () => form().getByRole('textbox', { name: /^Credits per store/ });
const note = () => form().getByRole('textbox', { name: /^Reason/ });
const give = () => form().getByRole('button', { name: 'Give credits' });
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const ruleOf = (c: C, field: string, label: string) => c.fieldErrors[field]?.[0] ?? (c.problems[field] ? validationMessage(c.problems[field], label, 'en') : null);

function theForm(c: C, giving: boolean) {
  for (const s of c.chosen) expect(form().getByRole('button', { name: `Remove ${s.name}` })).toHaveProperty('disabled', giving);
  expect(form().queryAllByRole('button', { name: /^Remove / })).toHaveLength(c.chosen.length);
  if (c.chosen.length === 0) expect(form().getByText(c.fieldErrors.branch_ids?.[0] ?? 'Choose at least one store from the list.')).toBeInTheDocument();
  expect(credits()).toHaveValue(c.values.credits === '' ? '' : String(c.values.credits));
  expect(note()).toHaveValue(c.values.note);
  expect(errorOn(credits())).toBe(ruleOf(c, 'credits', 'credits per store'));
  expect(errorOn(note())).toBe(ruleOf(c, 'note', 'reason'));
  if (c.error) expect(form().getAllByRole('alert')[0]).toHaveTextContent(c.error);
  expect(give().hasAttribute('data-loading'), 'Give busy').toBe(giving);
}

const view: ViewOracle<typeof giftMachine> = {
  render: () => {
    notifications.clean();
    render(<GiftsScreen />);
  },
  drive: {
    'xstate.done.actor.searchStores': async (e) => (await searchCall.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.searchStores': async (e) => (await searchCall.reject((e as Failure).error), true),
    'xstate.done.actor.giveCredits': async (e) => (await giveCall.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.giveCredits': async (e) => (await giveCall.reject((e as Failure).error), true),
    'gift.search': (e) => (fireEvent.change(picker().getByRole('textbox', { name: 'Find stores' }), { target: { value: on<'gift.search'>(e).q } }), true),
    'gift.retrySearch': () => (fireEvent.click(picker().getByRole('button', { name: 'Retry' })), true),
    'gift.choose': (e) => {
      const choose = picker().queryByRole('button', { name: `Choose ${on<'gift.choose'>(e).store.name}` }) as HTMLButtonElement | null;
      // A store already chosen (or while the gift is asked about or given) cannot be chosen again here.
      if (!choose || choose.disabled) return false;
      fireEvent.click(choose);
      return true;
    },
    'gift.unchoose': (e, s) => {
      const store = (s as ChartSnapshot<C>).context.chosen.find((x) => x.id === on<'gift.unchoose'>(e).id);
      const remove = store ? (form().queryByRole('button', { name: `Remove ${store.name}` }) as HTMLButtonElement | null) : null;
      if (!remove || remove.disabled) return false;
      fireEvent.click(remove);
      return true;
    },
    'gift.give': (e) => {
      const { values } = on<'gift.give'>(e);
      fireEvent.change(credits(), { target: { value: values.credits === '' ? '' : String(values.credits) } });
      fireEvent.change(note(), { target: { value: values.note } });
      fireEvent.click(give());
      return true;
    },
    'gift.confirm': () => (fireEvent.click(within(screen.getByRole('dialog', { name: 'Give credits?' })).getByRole('button', { name: 'Give' })), true),
    'gift.cancel': () => (fireEvent.click(within(screen.getByRole('dialog', { name: 'Give credits?' })).getByRole('button', { name: 'Cancel' })), true),
  },
  sees: {
    'picker.searching': (c) => {
      expect(picker().getByRole('status')).toBeInTheDocument();
      expect(api.searchGiftStores).toHaveBeenLastCalledWith(c.q);
    },
    'picker.ready': (c) => {
      if (c.options.length === 0) expect(picker().getByText('No active store matches the search.')).toBeInTheDocument();
      for (const s of c.options) {
        expect(picker().getByText(s.name)).toBeInTheDocument();
        expect(picker().getByRole('button', { name: `Choose ${s.name}` })).toBeInTheDocument();
      }
    },
    'picker.failed': (c) => {
      expect(picker().getByRole('alert')).toHaveTextContent(`The stores could not be read${c.searchError}`);
      expect(picker().getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
    'form.editing': (c) => theForm(c, false),
    'form.confirming': (c) => {
      const total = (c.values.credits as number) * c.chosen.length;
      expect(screen.getByRole('dialog', { name: 'Give credits?' })).toHaveTextContent(
        c.chosen.length === 1 ? `${c.values.credits} credits will go to 1 store (${total} in all).` : `${c.values.credits} credits will go to each of ${c.chosen.length} stores (${total} in all).`,
      );
    },
    'form.giving': (c) => {
      theForm(c, true);
      expect(giveCall.calls.at(-1)?.args).toEqual([giftBodyOf(c.chosen, c.values)]);
    },
  },
};

describeViewPaths(giftOracle, view);
