// Issue 13 "no dead ends": every kind of account lands on a screen it can use, from one table, and /dashboard
// never asks a user without lots to choose one.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landingPath } from '../../src/machines/session/session.landing';
import ModuleDashboard from '../../src/ui/shell/module-dashboard';
import { loginAnswer, lot, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

const at = (overrides: Parameters<typeof storedSession>[0]) => storedSession(overrides);

describe('landing table', () => {
  it.each([
    ['a parking user with two lots and none chosen', at({}), '/lots'],
    ['a parking user with a chosen lot', at({ activeLotId: 1 }), '/dashboard'],
    ['a parking user with one lot', at({ lots: [lot(3)], activeLotId: 3 }), '/dashboard'],
    ['the operator', at({ auth: loginAnswer({ type: 'operator', user_type: 'user' }) }), '/search'],
    ['the platform admin', at({ auth: loginAnswer({ type: 'nexo' }), module: 'nexo', lots: [] }), '/dashboard'],
    ['a shop owner', at({ auth: loginAnswer({ type: 'shopping', user_type: 'user' }), module: 'shopping', lots: [] }), '/dashboard'],
    ['a shop manager (admin-shopping)', at({ auth: loginAnswer({ type: 'shopping', user_type: 'admin-shopping' }), module: 'shopping', lots: [] }), '/branchs'],
    ['a salesman with a store', at({ auth: loginAnswer({ type: 'salesman', user_type: 'user' }), module: 'salesman', lots: [], activeStoreId: 4 }), '/shopping-to-go?active=4&module=request'],
    ['a salesman without one', at({ auth: loginAnswer({ type: 'salesman', user_type: 'user' }), module: 'salesman', lots: [] }), '/shopping-to-go?module=request'],
    ['nobody signed in', { ...at({}), auth: null }, '/login'],
  ])('%s lands on %s', (_who, stored, path) => {
    expect(landingPath(stored)).toBe(path);
  });
});

describe('/dashboard by module', () => {
  // A shop owner's and a manager's are the shop's statistics: tests/ui/shop-statistics.test.tsx; the platform
  // admin's the platform statistics: tests/ui/platform-statistics.test.tsx.
  const operator = at({ auth: loginAnswer({ type: 'operator', user_type: 'user' }), module: 'operator' });
  const salesman = at({ auth: loginAnswer({ type: 'salesman', user_type: 'user' }), module: 'salesman', lots: [], activeStoreId: 4 });
  it.each([
    ['an operator', operator, '/search'],
    ['a salesman', salesman, '/shopping-to-go?active=4&module=request'],
  ])('%s (their module has no dashboard) goes to their landing, never to a lot choice', (_who, stored, landing) => {
    const { location } = renderWithSession(<ModuleDashboard />, { path: '/dashboard', stored });
    expect(location.history?.at(-1)).toBe(landing);
    expect(screen.queryByRole('link', { name: 'Choose a lot' })).toBeNull();
  });

  it('in Spanish, the lot choice has no English word', async () => {
    await inSpanish(async () => {
      renderWithSession(<ModuleDashboard />, { path: '/dashboard', stored: at({}) });
      expect(await screen.findByText('Elige un estacionamiento para ver su tablero.', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(englishIn(document.body, ['Lot'])).toEqual([]);
    });
  });

  it('a parking user sees the parking dashboard', async () => {
    renderWithSession(<ModuleDashboard />, { path: '/dashboard', stored: at({}) });
    expect(await screen.findByText('Choose a lot to see its dashboard.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
