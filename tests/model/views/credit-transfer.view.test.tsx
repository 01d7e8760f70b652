// "Transfer credits" (src/ui/shopping/credits/credit-transfer.tsx) along the shortest path to every state of the
// credit-transfer chart, its actors stubbed (the replay answers for them): each store with what it may send, the
// receiving store, the credits with their limit, Transfer only for a valid move, the server's refusal on its
// field or as a message, the confirmation with the move in words, 'Moving the credits...', then the new balances
// and the screen told to read its ledger again (spec 3 §4, §5).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { CreditTransferContext, creditTransferMachine } from '../../../src/machines/credit-transfer/credit-transfer.machine';
import { CreditTransfer } from '../../../src/ui/shopping/credits/credit-transfer';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import { actorOf, describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { balances, creditTransferOracle, inactiveSender, serverDown, transferable } from '../oracles/credit-transfer.oracle';

vi.mock('../../../src/machines/credit-transfer/credit-transfer.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ creditTransferMachine: typeof creditTransferMachine }>();
  return { ...chart, creditTransferMachine: probed(chart.creditTransferMachine) };
});

setLocale('en');
const shop = { id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro' }, { id: 2, name: 'Sucursal Valle' }, { id: 4, name: 'Sucursal Norte' }] };
const stored = storedSession({ auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.creditsbuy'] }), module: 'shopping', lots: [], shops: [shop], activeShopId: 1 });
const onTransferred = vi.fn();

const button = (name: string) => screen.queryByRole('button', { name });
const click = (name: string) => {
  const b = button(name);
  if (!b) return false;
  fireEvent.click(b);
  return true;
};
/** A Select's or a field's input (a Select's label also names its list of options). */
const input = (label: string) => screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT') as HTMLInputElement;
const nameOf = (c: CreditTransferContext, id: number | null) => c.stores.find((s) => s.id === id)?.name ?? '';
const mayMove = (c: CreditTransferContext) => c.stores.find((s) => s.id === c.from)?.transferable ?? 0;

const view: ViewOracle<typeof creditTransferMachine> = {
  render: () => {
    onTransferred.mockClear();
    renderWithSession(<CreditTransfer shopId={1} onTransferred={onTransferred} />, { path: '/credits/transactions', stored });
  },
  drive: {
    'transfer.retryLoad': () => click('Retry'),
    'transfer.submit': () => click('Transfer'),
    'transfer.confirm': () => click('Confirm transfer'),
    'transfer.back': () => click('Back'),
    'transfer.again': () => click('Another transfer'),
    'transfer.credits': (e) => {
      const { credits } = e as { credits: number | null };
      fireEvent.change(input('Credits to move'), { target: { value: credits === null ? '' : String(credits) } });
      return true;
    },
  },
  sees: {
    loading: () => expect(screen.getByText('Loading your stores and their credits...')).toBeInTheDocument(),
    loadFailed: (c) => {
      expect(screen.getByRole('alert')).toHaveTextContent('The balances could not be loaded');
      expect(screen.getByRole('alert')).toHaveTextContent(c.error ?? '');
      expect(button('Retry')).not.toBeNull();
    },
    editing: (c) => {
      expect(input('From store')).toHaveValue(`${nameOf(c, c.from)} (may send ${mayMove(c)})`);
      expect(input('To store')).toHaveValue(nameOf(c, c.to));
      expect(input('Credits to move')).toHaveValue(c.credits === null ? '' : String(c.credits));
      expect(screen.getByText(`At most ${mayMove(c)}`)).toBeInTheDocument();
      expect(button('Transfer')).toHaveProperty('disabled', !transferable(c));
      const onField = c.fieldErrors.from_branch_id?.[0];
      if (onField) expect(screen.getByText(onField)).toBeInTheDocument();
      expect(screen.queryByText('The transfer was not made') !== null).toBe(c.error !== null && Object.keys(c.fieldErrors).length === 0);
    },
    confirming: (c) => {
      expect(screen.getByText(`Move ${c.credits} credits from ${nameOf(c, c.from)} to ${nameOf(c, c.to)}?`)).toBeInTheDocument();
      expect(button('Back')).toHaveProperty('disabled', false);
    },
    sending: () => {
      expect(screen.getByText('Moving the credits...')).toBeInTheDocument();
      expect(button('Confirm transfer')?.hasAttribute('data-loading')).toBe(true);
      expect(button('Back')).toHaveProperty('disabled', true);
    },
    sent: (c) => {
      expect(screen.getByTestId('transfer-done')).toHaveTextContent(`${c.credits} credits moved from ${nameOf(c, c.from)} to ${nameOf(c, c.to)}.`);
      const done = within(screen.getByTestId('transfer-done').parentElement as HTMLElement);
      for (const s of c.stores) expect(within(done.getByText(s.name).parentElement as HTMLElement).getByText(`${s.total} credits`)).toBeInTheDocument();
      expect(onTransferred).toHaveBeenCalledTimes(1);
    },
  },
};

describeViewPaths(creditTransferOracle, view);

describe('credit-transfer view stories', () => {
  it("shows a refusal on its field, and another failure as the form's message", async () => {
    view.render();
    const actor = actorOf('creditTransfer');
    const send = (e: object) => act(() => actor.send(e as never));
    send({ type: 'xstate.done.actor.loadBalances', output: balances });
    fireEvent.change(input('Credits to move'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    send({ type: 'xstate.error.actor.sendTransfer', error: inactiveSender });
    expect(screen.getByText(inactiveSender.message)).toBeInTheDocument();
    expect(screen.queryByText('The transfer was not made')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    send({ type: 'xstate.error.actor.sendTransfer', error: serverDown });
    expect(screen.getByText('The transfer was not made').closest('[role="alert"]')).toHaveTextContent(`The transfer was not made${serverDown.message}`);
  });
});
