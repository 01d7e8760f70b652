// The operators screen (src/ui/parking/operators/operators-screen.tsx) along the shortest path to every state of
// the operator-list chart, its actors running against mocked operators services: the loader, the failure with
// or without Retry, the list with the info panel, the user modal over it, the delete question (spec 3 §2, §5).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { operatorListMachine } from '../../../src/machines/operator-list/operator-list.machine';
import OperatorsScreen from '../../../src/ui/parking/operators/operators-screen';
import { storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { operatorListOracle, people } from '../oracles/operator-list.oracle';

const api = vi.hoisted(() => ({ fetchPeople: vi.fn(), deletePerson: vi.fn(), fetchParkingRoles: vi.fn(), savePerson: vi.fn() }));
vi.mock('../../../src/services/operators.api', () => api);
// The chat panel's own calls stay unanswered here: its chart has replays of its own.
vi.mock('../../../src/services/chat.api', () => ({ fetchChats: () => new Promise(() => {}) }));
vi.mock('../../../src/machines/operator-list/operator-list.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ operatorListMachine: typeof operatorListMachine }>();
  return { ...chart, operatorListMachine: probed(chart.operatorListMachine, ['loadPeople', 'deletePerson']) };
});

setLocale('en');
const load = settleable();
const remove = settleable();
beforeEach(() => {
  load.reset();
  remove.reset();
  notifications.clean();
  api.fetchPeople.mockImplementation(load.impl);
  api.deletePerson.mockImplementation(remove.impl);
  api.fetchParkingRoles.mockReturnValue(new Promise(() => {}));
});

const click = (name: string | RegExp, inside: HTMLElement = document.body) => fireEvent.click(within(inside).getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');
const listed = (id: number) => people.find((p) => p.id === id);
const list = () => screen.getByRole('list', { name: "The lot's users" });
/** The info panel's button for the person shown there; a person not selected has no panel to press (the chart
 *  gets the event itself). */
const viaPanel = (id: number, selectedId: number | null, button: string) => {
  if (id !== selectedId || !screen.queryByRole('region', { name: 'Information' })) return false;
  click(button, screen.getByRole('region', { name: 'Information' }));
  return true;
};

describeViewPaths<typeof operatorListMachine>(operatorListOracle, {
  render: () => renderWithSession(<OperatorsScreen />, { path: '/operators', stored: storedSession({ activeLotId: 1 }) }),
  drive: {
    'xstate.done.actor.loadPeople': async (e) => (await load.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadPeople': async (e) => (await load.reject((e as Failure).error), true),
    'xstate.done.actor.deletePerson': async (e) => (await remove.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.deletePerson': async (e) => (await remove.reject((e as Failure).error), true),
    'operators.retry': () => (screen.queryByRole('button', { name: 'Retry' }) ? (click('Retry'), true) : false),
    'operators.search': (e) => (fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: (e as { query: string }).query } }), true),
    'operators.select': (e) => {
      const p = listed((e as { id: number }).id);
      return p !== undefined && (click(new RegExp(p.first_name), list()), true);
    },
    'operators.add': () => (click('Add Operator'), true),
    'operators.edit': (e, snap) => viaPanel((e as { id: number }).id, snap.context.selectedId, 'Edit'),
    'operators.delete': (e, snap) => viaPanel((e as { id: number }).id, snap.context.selectedId, 'Delete'),
    'operators.confirmDelete': () => (click(/^(Delete|Retry)$/, dialog()), true),
    'operators.cancelDelete': () => (click('Cancel', dialog()), true),
  },
  sees: {
    loading: (c) => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchPeople).toHaveBeenLastCalledWith(c.lotId);
    },
    failed: (c) => {
      expect(screen.getByText('The users could not be read')).toBeInTheDocument();
      expect(screen.getByText(c.error as string)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(c.retriable);
    },
    browsing: (c) => {
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue(c.query);
      const info = screen.getByRole('region', { name: 'Information' });
      const chosen = c.people.find((p) => p.id === c.selectedId);
      if (chosen) expect(within(info).getByRole('heading')).toHaveTextContent(`${chosen.first_name} ${chosen.last_name}`);
      else expect(within(info).getByText('Choose someone in the list to see their information.')).toBeInTheDocument();
      if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(c.error);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    modalOpen: (c) => expect(within(dialog()).getByText(c.modal?.mode === 'edit' ? 'Edit user' : 'New user')).toBeInTheDocument(),
    confirmingDelete: (c) => {
      expect(within(dialog()).getByText(`Are you sure to delete ${c.deleting?.first_name} ${c.deleting?.last_name}?`)).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: c.error ? 'Retry' : 'Delete' })).toBeInTheDocument();
    },
    deleting: (c) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.deletePerson).toHaveBeenLastCalledWith(c.lotId, c.deleting?.id);
    },
  },
});
