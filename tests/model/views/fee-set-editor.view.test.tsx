// The time-fee quadrant (src/ui/parking/rates/fee-sets-panel.tsx) along the shortest path to every state of the
// fee-set-editor chart, its actors running against mocked rates services: the list, the single view, the
// delete prompt, each busy state (spec 2 §4 "Time-fee editing").
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { feeSetEditorMachine } from '../../../src/machines/fee-set-editor/fee-set-editor.machine';
import { RatesBoardContext } from '../../../src/machines/rates-board/rates-board.context';
import { ratesBoardMachine } from '../../../src/machines/rates-board/rates-board.machine';
import { FeeSetsPanel } from '../../../src/ui/parking/rates/fee-sets-panel';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { feeSetEditorOracle, general, sunday } from '../oracles/fee-set-editor.oracle';

const api = vi.hoisted(() => ({ saveFeeSet: vi.fn(), deleteFeeSet: vi.fn(), fetchFeeSets: vi.fn() }));
vi.mock('../../../src/services/rates.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/machines/fee-set-editor/fee-set-editor.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ feeSetEditorMachine: typeof feeSetEditorMachine }>();
  return { ...chart, feeSetEditorMachine: probed(chart.feeSetEditorMachine, ['saveFeeSet', 'deleteFeeSet', 'loadFeeSets']) };
});

setLocale('en');
const calls = { save: settleable(), remove: settleable(), load: settleable() };
beforeEach(() => {
  Object.values(calls).forEach((c) => c.reset());
  notifications.clean();
  api.saveFeeSet.mockImplementation(calls.save.impl);
  api.deleteFeeSet.mockImplementation(calls.remove.impl);
  api.fetchFeeSets.mockImplementation(calls.load.impl);
});

const board = ratesBoardMachine.provide({ actors: { loadRates: settleable().impl as never } });
const click = (name: string, within_: HTMLElement = document.body) => fireEvent.click(within(within_).getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');
const settle = (call: ReturnType<typeof settleable>) => ({
  done: async (e: unknown) => (await call.resolve((e as Done<unknown>).output), true),
  error: async (e: unknown) => (await call.reject((e as Failure).error), true),
});

describeViewPaths<typeof feeSetEditorMachine>(feeSetEditorOracle, {
  render: () =>
    render(
      <RatesBoardContext.Provider logic={board} options={{ input: { lotId: 1 } }}>
        <FeeSetsPanel lotId={1} initial={[general, sunday]} />
      </RatesBoardContext.Provider>,
    ),
  drive: {
    'xstate.done.actor.saveFeeSet': settle(calls.save).done,
    'xstate.error.actor.saveFeeSet': settle(calls.save).error,
    'xstate.done.actor.deleteFeeSet': settle(calls.remove).done,
    'xstate.error.actor.deleteFeeSet': settle(calls.remove).error,
    'xstate.done.actor.loadFeeSets': settle(calls.load).done,
    'xstate.error.actor.loadFeeSets': settle(calls.load).error,
    'feeSet.new': () => (click('New time fee'), true),
    'feeSet.edit': (e) => (e as { id: number }).id === general.id && (click(`Edit ${general.name}`), true),
    'feeSet.delete': (e) => (e as { id: number }).id === sunday.id && (click(`Delete ${sunday.name}`), true),
    'feeSet.confirmDelete': () => (click('Delete', dialog()), true),
    'feeSet.cancel': (_e, s) => (click('Cancel', s.value === 'confirmingDelete' ? dialog() : document.body), true),
    'feeSet.retry': () => (click('Retry'), true),
    'feeSet.dismiss': () => (click('Close'), true),
  },
  sees: {
    list: (c) => {
      const table = screen.getByRole('table', { name: 'Time fees' });
      expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(c.feeSets.map((s) => s.name));
      expect(table).toHaveAttribute('aria-busy', 'false');
      if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(c.error);
      expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(c.canRetry);
      expect(screen.getByRole('button', { name: 'New time fee' })).toBeEnabled();
    },
    editing: (c) => {
      const form = screen.getByRole('form', { name: c.draft?.id === null ? 'New time fee' : `Edit ${c.draft?.name}` });
      expect(within(form).getByLabelText('Name', { exact: false })).toHaveValue(c.draft?.name);
      expect(within(form).getAllByRole('group')).toHaveLength(c.draft?.rules.length ?? 0);
    },
    saving: (c) => {
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      // Spec 2 §5: the price as two decimals without the "$".
      expect(api.saveFeeSet).toHaveBeenLastCalledWith(c.lotId, { id: c.draft?.id, name: c.draft?.name, rules: c.draft?.rules.map((r) => ({ qty: r.qty, unit: r.unit, price: r.price })) });
    },
    confirmingDelete: (c) => expect(within(dialog()).getByText(`Are you sure to delete ${c.deleting?.name}?`)).toBeInTheDocument(),
    deleting: (c) => {
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(api.deleteFeeSet).toHaveBeenLastCalledWith(c.lotId, c.deleting?.id);
    },
    refreshing: (c) => {
      expect(screen.getByRole('table', { name: 'Time fees' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'New time fee' })).toBeDisabled();
      expect(api.fetchFeeSets).toHaveBeenLastCalledWith(c.lotId);
    },
  },
});
