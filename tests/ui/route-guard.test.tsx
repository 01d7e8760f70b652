// The route table and guard of spec 3 §2: unauthenticated to /login, signed in on a public route to the
// welcome route, lacking permission stays put, unknown paths to /dashboard.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { ROUTES } from '../../src/routes';
import { guardRoute, matchPath } from '../../src/ui/shell/route-match';
import { RouteView } from '../../src/ui/shell/route-view';
import { loginAnswer, storedSession } from './fixtures';
import { reply, stubApi } from './api-stub';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');

const parkingAdmin = { signedIn: true, permissions: ['parking.dashboard', 'operators.search', 'parking.gates'], landing: '/lots' };
const operator = { signedIn: true, permissions: ['operators.search', 'parking.gates'], landing: '/search' };
const signedOut = { signedIn: false, permissions: [], landing: '/login' };

describe('matchPath', () => {
  it.each([
    ['/branch/:id/*?', '/branch/21', { id: '21', rest: '' }],
    ['/branch/:id/*?', '/branch/21/settings/users', { id: '21', rest: 'settings/users' }],
    ['/login/resetpassword/:token', '/login/resetpassword/abc%20d', { token: 'abc d' }],
    ['/lots', '/lots?x=1', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/lots', '/lots/1'],
    ['/store/:id', '/store'],
    ['/dashboard', '/dashboard/pensions'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });
});

describe('guardRoute', () => {
  it('sends the root to /dashboard', () => {
    expect(guardRoute(ROUTES, '/', parkingAdmin)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends unknown paths to /dashboard', () => {
    expect(guardRoute(ROUTES, '/no/such/page', parkingAdmin)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(guardRoute(ROUTES, '/no/such/page', signedOut)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it.each(['/lots', '/dashboard', '/transactions', '/search', '/admin/users', '/branchs'])('sends a signed-out visitor of %s to /login', (path) => {
    expect(guardRoute(ROUTES, path, signedOut)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it.each(['/login', '/login/operator', '/login/reset', '/login/resetpassword/tok'])('renders %s while signed out', (path) => {
    expect(guardRoute(ROUTES, path, signedOut).kind).toBe('render');
  });

  it('sends a signed-in user on a public route to the welcome route', () => {
    expect(guardRoute(ROUTES, '/login', operator)).toEqual({ kind: 'redirect', to: '/search' });
    expect(guardRoute(ROUTES, '/login/resetpassword/tok', parkingAdmin)).toEqual({ kind: 'redirect', to: '/lots' });
  });

  it.each([
    ['/lots', 'deny'],
    ['/dashboard', 'deny'],
    ['/transactions', 'deny'],
    ['/search', 'render'],
    ['/search-out', 'render'],
    ['/history', 'render'],
  ])('an operator on %s: %s', (path, kind) => {
    expect(guardRoute(ROUTES, path, operator).kind).toBe(kind);
  });

  it('lets every dashboard holder into /dashboard', () => {
    for (const permission of ['parking.dashboard', 'nexo.dashboard', 'shopping.dashboard', 'shopping.manager.dashboard']) {
      expect(guardRoute(ROUTES, '/dashboard', { signedIn: true, permissions: [permission], landing: '/dashboard' }).kind).toBe('render');
    }
  });
});

describe('RouteView', { timeout: 15_000 }, () => {
  const operatorSession = storedSession({
    auth: loginAnswer({ type: 'operator', permissions: ['operators.search', 'parking.gates'], name: 'Operador Fundadores' }),
    module: 'operator',
    lots: [],
    activeLotId: null,
  });

  it('sends a signed-out visitor to /login and shows the sign-in screen', async () => {
    const { location } = renderWithSession(<RouteView routes={ROUTES} />, { path: '/transactions' });
    expect(await screen.findByRole('heading', { name: 'Parking lots' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login');
  });

  it('keeps a user lacking the permission where they were, without a message', async () => {
    stubApi({ 'GET menus/operator': reply({ data: [{ translate: 'menu.searchClient', icon: 'search', path: '/search', view: true, permission: 'operators.search' }], permissions: ['operators.search', 'parking.gates'] }) });
    const { location } = renderWithSession(<RouteView routes={ROUTES} />, { path: '/search', stored: operatorSession });
    expect(await screen.findByRole('heading', { name: 'Search Client', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    act(() => location.navigate('/transactions'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/search'));
    expect(screen.getByRole('heading', { name: 'Search Client', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('in Spanish, the layout (top bar, sidebar, menu) around a screen has no English word', async () => {
    stubApi({ 'GET menus/operator': reply({ data: [{ translate: 'menu.searchClient', icon: 'search', path: '/search', view: true, permission: 'operators.search' }], permissions: ['operators.search', 'parking.gates'] }) });
    await inSpanish(async () => {
      renderWithSession(<RouteView routes={ROUTES} />, { path: '/search', stored: operatorSession });
      expect(await screen.findByRole('heading', { name: 'Buscar cliente', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Buscar cliente' })).toBeInTheDocument();
      expect(englishIn(document.body, ['Operador Fundadores', 'OF'])).toEqual([]);
    });
  });

  it('sends a signed-in user from /login to the welcome route', async () => {
    const { location } = renderWithSession(<RouteView routes={ROUTES} />, { path: '/login', stored: operatorSession });
    await waitFor(() => expect(location.history.at(-1)).toBe('/search'));
  });
});
