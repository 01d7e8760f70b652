// A role changed since sign-in (issue 20, Roles and Permissions) reaches the console with the menu: GET
// menus/{module} says the user's permissions as they are now, the session takes them, and the sidebar and the
// route guard follow (an entry granted since sign-in shows and opens; one taken away goes).
import { act, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { ROUTES } from '../../src/routes';
import { RouteView } from '../../src/ui/shell/route-view';
import { reply, stubApi } from './api-stub';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';

setLocale('en');
const search = { translate: 'menu.searchClient', icon: 'search', path: '/search', view: true, permission: 'operators.search' };
const checkout = { translate: 'menu.checkout', icon: 'door-exit', path: '/search-out', view: true, permission: 'parking.gates' };
/** An operator signed in when their role held the search only. */
const operator = storedSession({ auth: loginAnswer({ type: 'operator', permissions: ['operators.search'], name: 'Operador Fundadores' }), module: 'operator', lots: [], activeLotId: null });

it('takes the permissions read with the menu: an entry granted since sign-in shows and its page opens', async () => {
  stubApi({ 'GET menus/operator': reply({ data: [search, checkout], permissions: ['operators.search', 'parking.gates'] }) });
  const { location } = renderWithSession(<RouteView routes={ROUTES} />, { path: '/search', stored: operator });
  expect(await screen.findByRole('link', { name: 'Checkout' }, { timeout: 5000 })).toBeInTheDocument();
  act(() => location.navigate('/search-out'));
  await waitFor(() => expect(location.history.at(-1)).toBe('/search-out'));
  expect(await screen.findByRole('heading', { name: 'Exit checkout', level: 1 })).toBeInTheDocument();
});

it('and one taken away since sign-in goes from the menu, its page no longer opening', async () => {
  const both = storedSession({ ...operator, auth: loginAnswer({ type: 'operator', permissions: ['operators.search', 'parking.gates'], name: 'Operador Fundadores' }) });
  stubApi({ 'GET menus/operator': reply({ data: [search], permissions: ['operators.search'] }) });
  const { location } = renderWithSession(<RouteView routes={ROUTES} />, { path: '/search', stored: both });
  expect(await screen.findByRole('link', { name: 'Search Client' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  act(() => location.navigate('/search-out'));
  await waitFor(() => expect(location.history.at(-1)).toBe('/search'));
});
