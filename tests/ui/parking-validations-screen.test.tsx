// The shop's /parking-validations on its real chart and services (only fetch is stubbed): the calls its actors
// make, which the path tests and view replays leave to stubs. A withdrawal the server refuses (the visit was paid
// meanwhile) says why and reads the recent list again, after which the row offers Withdraw no more.
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import ParkingValidationsScreen from '../../src/ui/shopping/validations/parking-validations-screen';
import { norte, open81, paid82 } from '../model/oracles/validation-form.oracle';
import { reply, stubApi, type Reply } from './api-stub';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';

const shop = { id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro' }] };
const stored = storedSession({ auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.validations'] }), module: 'shopping', lots: [], shops: [shop], activeShopId: 1 });
const page = (data: unknown[]) => reply({ data, total: data.length, page: 1, per_page: 10 });
const PAID = 'The visit #581 is already paid: its validation can no longer be withdrawn.';

beforeEach(() => {
  setLocale('en');
  act(() => notifications.clean());
});

describe('/parking-validations on its services', () => {
  it('a refused withdrawal says why and reads the list again, where the paid row offers Withdraw no more', async () => {
    const user = userEvent.setup();
    // The same object: the list answers differently once the visit was paid.
    const answers: Record<string, Reply> = {
      'GET shops/1/validations/lots': reply({ data: [norte] }),
      'GET shops/1/validations': page([open81, paid82]),
      'DELETE shops/1/branches/1/validations/81': reply({ message: PAID }, 409),
    };
    const api = stubApi(answers);
    renderWithSession(<ParkingValidationsScreen />, { path: '/parking-validations', stored });
    const table = await screen.findByRole('table', { name: 'Recent validations' });
    await user.click(within(table).getByRole('button', { name: 'Withdraw the validation of ABC123' }));
    answers['GET shops/1/validations'] = page([{ ...open81, visit_state: 'paid', applied_cents: 0 }, paid82]);
    await user.click(within(screen.getByRole('dialog', { name: 'Withdraw this validation?' })).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(PAID)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Withdraw the validation of ABC123' })).toBeNull());
    // The form's first read and the read after the refusal, each of the last ten of every store.
    const reads = api.fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('shops/1/validations?'));
    expect(reads.map((url) => url.replace(/^.*\/api\//, ''))).toEqual(['shops/1/validations?page=1&per_page=10', 'shops/1/validations?page=1&per_page=10']);
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['shops/1/branches/1/validations/81']);
  });
});
