// The console itself (src/app.tsx: the route table, the guard, the sign-in screen, the layout with its password
// form and store dialog) along the shortest path to every state of the session chart: what the user sees and
// where they are in each step (spec 1 §2.2, §4, §8; spec 2 §2; spec 3 §2 route guard).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { App } from '../../../src/app';
import { setLocale } from '../../../src/i18n/i18n';
import type { sessionMachine } from '../../../src/machines/session/session.machine';
import type { SessionContext, SessionEvent } from '../../../src/machines/session/session.types';
import { saveSession, type StoredSession } from '../../../src/services/session-store';
import { describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { landing, sessionOracle, storedParking } from '../oracles/session.oracle';

vi.mock('../../../src/machines/session/session.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ sessionMachine: typeof sessionMachine }>();
  return { ...chart, sessionMachine: probed(chart.sessionMachine) };
});

setLocale('en');
type On<T extends SessionEvent['type']> = Extract<SessionEvent, { type: T }>;

const where = () => `${window.location.pathname}${window.location.search}`;
const signIn = () => screen.getByRole('button', { name: 'Sign in' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** The sign-in screen, with the login's banner when there is one (spec 2 §8). */
async function seesSignIn(c: SessionContext) {
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
  const banner = within(signIn().closest('form') as HTMLElement).queryByRole('alert');
  if (c.loginError) expect(banner).toHaveTextContent(c.loginError);
  else expect(banner).toBeNull();
}

/** Signed in: the layout's sidebar with the user's name and the active lot, store or shop (spec 1 §2.2), at the
 *  landing route of spec 2 §2. */
async function seesLayout(c: SessionContext) {
  const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' }, { timeout: 5000 });
  expect(within(sidebar).getByTitle(c.auth?.name ?? '')).toBeInTheDocument();
  const place = c.lots.find((l) => l.id === c.activeLotId) ?? c.stores.find((s) => s.id === c.activeStoreId) ?? c.shops.find((s) => s.id === c.activeShopId);
  if (place) expect(within(sidebar).getByTitle(place.name)).toBeInTheDocument();
  else expect(within(sidebar).queryByTestId('place-name')).toBeNull();
  expect(where()).toBe(landing(c));
}

/** The console opened at /login, with a session stored by an earlier visit or none (the app reads it on start). */
const view = (stored: StoredSession | null): ViewOracle<typeof sessionMachine> => ({
  render: () => {
    saveSession(stored);
    window.history.replaceState(null, '', '/login');
    render(<App />);
  },
  drive: {
    'session.logout': async () => {
      const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' }, { timeout: 5000 });
      fireEvent.click(within(sidebar).getByRole('button', { name: 'Log out' }));
      const confirm = await screen.findByRole('dialog', { name: 'Log out' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
      return true;
    },
    'session.login': async (e) => {
      const { email, password, provider } = e as On<'session.login'>;
      if (provider !== 'parking') return false;
      await screen.findByRole('button', { name: 'Sign in' });
      fireEvent.change(field('Email'), { target: { value: email } });
      fireEvent.change(field('Password'), { target: { value: password } });
      fireEvent.click(signIn());
      return true;
    },
    'session.changePassword': async (e) => {
      const { password, passwordnew, passwordvery } = e as On<'session.changePassword'>;
      await screen.findByText('Change your password');
      fireEvent.change(field('Current password'), { target: { value: password } });
      fireEvent.change(field('New password'), { target: { value: passwordnew } });
      fireEvent.change(field('Confirm password'), { target: { value: passwordvery } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      return true;
    },
  },
  sees: {
    signedOut: seesSignIn,
    signingIn: async () => {
      expect(await screen.findByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true');
      expect(within(signIn().closest('form') as HTMLElement).queryByRole('alert')).toBeNull();
    },
    loadingContext: () => {
      expect(signIn()).toHaveAttribute('data-loading', 'true');
      expect(where()).toBe('/login');
    },
    signedIn: seesLayout,
    'signedIn.passwordChange': async () => expect(await screen.findByText('Change your password')).toBeInTheDocument(),
    'signedIn.passwordChange.editing': (c) => {
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading');
      const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLElement;
      if (c.passwordError) expect(within(form).getByRole('alert')).toHaveTextContent(c.passwordError);
      else expect(within(form).queryByRole('alert')).toBeNull();
    },
    'signedIn.passwordChange.saving': () => expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true'),
    'signedIn.choosingStore': async (c) => {
      const dialog = await screen.findByRole('dialog', { name: 'Choose your store' });
      for (const store of c.stores) expect(within(dialog).getByLabelText(store.name)).toBeInTheDocument();
    },
    'signedIn.working': () => {
      expect(screen.queryByText('Change your password')).toBeNull();
      expect(screen.queryByRole('dialog', { name: 'Choose your store' })).toBeNull();
    },
    // The session is ending: the guard already shows the sign-in screen (with a failed load's banner).
    signingOut: seesSignIn,
    expiring: seesSignIn,
  },
});

describeViewPaths(sessionOracle, view(null));
describeViewPaths({ ...sessionOracle, input: storedParking }, view(storedParking.stored), 'a stored parking session');
