// /credits/buy offers the credit pool only for a bulk package (issue 20: a package that is not bulk is for one
// store only): its pool choice is hidden, and choosing it while the pool is chosen picks one store; a bulk package
// that is not transferable still shows why the pool is refused.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { CreditPackage } from '../../src/contracts/credits.struct';
import { setLocale } from '../../src/i18n/i18n';
import type { paymentRetryMachine } from '../../src/machines/payment-retry/payment-retry.machine';
import BuyCreditsScreen from '../../src/ui/shopping/credits/buy-credits-screen';
import { actorOf } from '../model/chart/view-paths';
import { options } from '../model/oracles/payment-retry.oracle';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';

vi.mock('../../src/machines/payment-retry/payment-retry.machine', async (importOriginal) => {
  const { probed } = await import('../model/chart/view-paths');
  const chart = await importOriginal<{ paymentRetryMachine: typeof paymentRetryMachine }>();
  return { ...chart, paymentRetryMachine: probed(chart.paymentRetryMachine) };
});

setLocale('en');
const shop = { id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro' }, { id: 2, name: 'Sucursal Valle' }] };
const stored = storedSession({ auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.creditsbuy'] }), module: 'shopping', lots: [], shops: [shop], activeShopId: 1 });
const oneStore: CreditPackage = { id: 1, name: 'Paquete 10', credits: 10, gift_credits: 0, price_cents: 19_900, bulk: false, transferable: false };
const bulk: CreditPackage = { id: 2, name: 'Paquete 50', credits: 50, gift_credits: 5, price_cents: 89_900, bulk: true, transferable: true };
const bulkOnly: CreditPackage = { id: 3, name: 'Paquete 70', credits: 70, gift_credits: 0, price_cents: 99_900, bulk: true, transferable: false };

const poolRadio = () => screen.queryByRole('radio', { name: 'A credit pool across your stores' });
const packageRadio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name} ·`) });

it('hides the pool for a package that is not bulk, and picks one store when it is chosen with the pool', async () => {
  renderWithSession(<BuyCreditsScreen />, { path: '/credits/buy', stored });
  const actor = actorOf('paymentRetry');
  act(() => actor.send({ type: 'xstate.done.actor.loadOptions', output: { ...options, packages: [oneStore, bulk, bulkOnly] } }));
  await waitFor(() => expect(packageRadio('Paquete 10')).toHaveProperty('checked', true));
  expect(poolRadio()).toBeNull();
  expect(screen.getByRole('radio', { name: 'One store' })).toHaveProperty('checked', true);

  fireEvent.click(packageRadio('Paquete 50'));
  fireEvent.click(poolRadio()!);
  await waitFor(() => expect(actor.getSnapshot().context.recipients).toEqual({ kind: 'pool', branchIds: [1, 2] }));

  // A bulk package that is not transferable keeps the pool shown with the reason it is refused.
  fireEvent.click(packageRadio('Paquete 70'));
  expect(await screen.findByText('This package is for one store only: choose a store.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);

  fireEvent.click(packageRadio('Paquete 10'));
  await waitFor(() => expect(actor.getSnapshot().context.recipients).toEqual({ kind: 'store', branchIds: [1] }));
  expect(poolRadio()).toBeNull();
  expect(screen.getByRole('radio', { name: 'One store' })).toHaveProperty('checked', true);
});
