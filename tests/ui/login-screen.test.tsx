// The sign-in variants (spec 2 §2): labels by route metadata, ?user= prefill, e-mail format only where
// required, the reset link only for a valid e-mail, the busy button and the server's message in a banner.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { LoginAnswer } from '../../src/contracts/auth.struct';
import { setLocale } from '../../src/i18n/i18n';
import { sessionMachine } from '../../src/machines/session/session.machine';
import type { ContextLists, Credentials, LoadContextInput } from '../../src/machines/session/session.types';
import { ROUTES } from '../../src/routes';
import { ApiError } from '../../src/services/http';
import LoginScreen from '../../src/ui/auth/login-screen';
import type { AppRoute } from '../../src/ui/screen.types';
import { loginAnswer } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');

const route = (path: string): AppRoute => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

function logicWith(login: (input: Credentials) => Promise<LoginAnswer>) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise<LoginAnswer, Credentials>(({ input }) => login(input)),
      loadContext: fromPromise<ContextLists, LoadContextInput>(() => new Promise<ContextLists>(() => {})),
    },
    actions: { persist: () => {}, navigateTo: () => {} },
  });
}

const never = () => new Promise<LoginAnswer>(() => {});

// Typing through a whole form can be slow on a busy machine: these get more time than the default.
describe('sign-in screens', { timeout: 15_000 }, () => {
  it.each([
    ['/login', 'Parking lots', 'Email'],
    ['/login/nexo', 'Nexo administration', 'Email'],
    ['/login/shopping', 'Shopping', 'Email'],
    ['/login/plazas', 'Plazas', 'Email'],
    ['/login/operator', 'Operators', 'Username'],
    ['/login/salesman', 'Salesmen', 'Username'],
  ])('%s shows "%s" and asks for the %s', (path, title, userLabel) => {
    renderWithSession(<LoginScreen route={route(path)} params={{}} />, { path, logic: logicWith(never) });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${userLabel}`))).toBeInTheDocument();
  });

  it('prefills the user from ?user=', () => {
    renderWithSession(<LoginScreen route={route('/login')} params={{}} />, { path: '/login?user=parking%40nexo.demo', logic: logicWith(never) });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('parking@nexo.demo');
  });

  it('requires the e-mail format only where the route says so', async () => {
    const login = vi.fn(never);
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithSession(<LoginScreen route={route('/login')} params={{}} />, { path: '/login', logic: logicWith(login) });
    await user.type(screen.getByLabelText(/^Email/), 'PF_OPERADOR');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
    unmount();

    renderWithSession(<LoginScreen route={route('/login/operator')} params={{}} />, { path: '/login/operator', logic: logicWith(login) });
    await user.type(screen.getByLabelText(/^Username/), 'PF_OPERADOR');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ provider: 'operator', email: 'PF_OPERADOR', password: 'demo1234' }));
  });

  it('asks for both fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSession(<LoginScreen route={route('/login/salesman')} params={{}} />, { path: '/login/salesman', logic: logicWith(never) });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The username field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
  });

  it('shows the reset link only while the user field holds a valid e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSession(<LoginScreen route={route('/login')} params={{}} />, { path: '/login', logic: logicWith(never) });
    const field = screen.getByLabelText(/^Email/);
    await user.type(field, 'parking@nexo');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    await user.type(field, '.demo');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/login/reset?user=parking%40nexo.demo');
  });

  it('keeps the button busy while signing in', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSession(<LoginScreen route={route('/login/nexo')} params={{}} />, { path: '/login/nexo', logic: logicWith(never) });
    await user.type(screen.getByLabelText(/^Email/), 'admin@nexo.demo');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true'));
  });

  it.each([
    ['the server message', new ApiError('These credentials do not match our records.', 401), 'These credentials do not match our records.'],
    ['Error when there is none', new ApiError('', 500), 'Error'],
  ])('shows %s in a red banner', async (_name, error, text) => {
    const user = userEvent.setup({ delay: null });
    renderWithSession(<LoginScreen route={route('/login/shopping')} params={{}} />, {
      path: '/login/shopping',
      logic: logicWith(() => Promise.reject(error)),
    });
    await user.type(screen.getByLabelText(/^Email/), 'shop@nexo.demo');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('signs in with the provider of its screen', async () => {
    const login = vi.fn(() => Promise.resolve(loginAnswer({ type: 'shopping' })));
    const user = userEvent.setup({ delay: null });
    renderWithSession(<LoginScreen route={route('/login/shopping')} params={{}} />, { path: '/login/shopping', logic: logicWith(login) });
    await user.type(screen.getByLabelText(/^Email/), ' shop@nexo.demo ');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ provider: 'shopping', email: 'shop@nexo.demo', password: 'demo1234' }));
  });

  it.each([
    ['expired', 'Your session expired: sign in again.'],
    ['reset-link', 'That password reset link is invalid, expired or already used: ask for a new one with "Forgot your password?".'],
  ])('says why it was reached (?notice=%s)', (notice, text) => {
    renderWithSession(<LoginScreen route={route('/login')} params={{}} />, { path: `/login?notice=${notice}`, logic: logicWith(never) });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it.each(['/login', '/login/nexo', '/login/operator', '/login/salesman'])('%s in Spanish: labels, checks and notices have no English word', async (path) => {
    await inSpanish(async () => {
      const user = userEvent.setup({ delay: null });
      renderWithSession(<LoginScreen route={route(path)} params={{}} />, { path: `${path}?notice=expired`, logic: logicWith(never) });
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      expect(await screen.findAllByText(/es obligatorio/)).toHaveLength(2);
      expect(screen.getByRole('status')).toHaveTextContent('Tu sesión expiró');
      expect(englishIn()).toEqual([]);
    });
  });

  it('ignores a notice it does not know', () => {
    renderWithSession(<LoginScreen route={route('/login')} params={{}} />, { path: '/login?notice=toString', logic: logicWith(never) });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
