// The reset-completion screen (src/ui/auth/reset-password-screen.tsx) along the shortest path to every state of
// its chart, the token exchange and the save answered by a mocked auth service: what the user sees in each step
// (spec 2 §2 "Reset completion", §5, §8).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { ResetPasswordEvent, resetPasswordMachine } from '../../../src/machines/reset-password/reset-password.machine';
import ResetPasswordScreen from '../../../src/ui/auth/reset-password-screen';
import type { AppRoute } from '../../../src/ui/screen.types';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { resetPasswordOracle } from '../oracles/reset-password.oracle';

const api = vi.hoisted(() => ({ exchangeResetToken: vi.fn(), updateResetPassword: vi.fn() }));
vi.mock('../../../src/services/auth.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/machines/reset-password/reset-password.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ resetPasswordMachine: typeof resetPasswordMachine }>();
  return { ...chart, resetPasswordMachine: probed(chart.resetPasswordMachine, ['exchangeToken', 'updatePassword']) };
});

setLocale('en');
const calls = { exchange: settleable(), update: settleable() };
beforeEach(() => {
  calls.exchange.reset();
  calls.update.reset();
  api.exchangeResetToken.mockReset().mockImplementation(calls.exchange.impl);
  api.updateResetPassword.mockReset().mockImplementation(calls.update.impl);
});
const route: AppRoute = { path: '/login/resetpassword/:token', name: 'ResetPassword', access: 'public' };
const where = () => `${window.location.pathname}${window.location.search}`;
const passwordField = (label: string) => screen.getByLabelText(label, { exact: false });

function view(token: string | null): ViewOracle<typeof resetPasswordMachine> {
  const page = `/login/resetpassword/${token ?? ''}`;
  return {
    render: () => {
      notifications.clean();
      window.history.replaceState(null, '', page);
      render(<ResetPasswordScreen params={token === null ? {} : { token }} route={route} />);
    },
    drive: {
      'xstate.done.actor.exchangeToken': async (e) => (await calls.exchange.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.exchangeToken': async (e) => (await calls.exchange.reject((e as Failure).error), true),
      'xstate.done.actor.updatePassword': async (e) => (await calls.update.resolve((e as Done<unknown>).output), true),
      'resetPassword.submit': (e) => {
        const { passwordnew, passwordvery } = e as Extract<ResetPasswordEvent, { type: 'resetPassword.submit' }>;
        fireEvent.change(passwordField('New password'), { target: { value: passwordnew } });
        fireEvent.change(passwordField('Confirm password'), { target: { value: passwordvery } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        return true;
      },
    },
    sees: {
      checking: () => expect(screen.getByLabelText('Checking the link')).toBeInTheDocument(),
      exchanging: (c) => {
        expect(screen.getByLabelText('Checking the link')).toBeInTheDocument();
        expect(api.exchangeResetToken).toHaveBeenLastCalledWith(c.token);
        expect(screen.queryByLabelText('New password', { exact: false })).toBeNull();
        expect(where()).toBe(page);
      },
      editing: (c) => {
        expect(screen.queryByLabelText('Checking the link')).toBeNull();
        expect(passwordField('New password')).toBeInTheDocument();
        expect(passwordField('Confirm password')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading');
        if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(c.error);
        else expect(screen.queryByRole('alert')).toBeNull();
        expect(where()).toBe(page);
      },
      saving: (c) => {
        expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true');
        expect(api.updateResetPassword).toHaveBeenLastCalledWith(expect.objectContaining({ key: c.key }));
        expect(screen.queryByRole('alert')).toBeNull();
      },
      leaving: (c) => {
        expect(where()).toBe('/login?notice=reset-link');
        expect(api.exchangeResetToken).toHaveBeenCalledTimes(c.token ? 1 : 0);
      },
      done: async () => {
        expect(await screen.findByText('Password updated')).toBeInTheDocument();
        expect(where()).toBe('/login');
      },
    },
  };
}

describeViewPaths(resetPasswordOracle, view(resetPasswordOracle.input?.token ?? null));
describeViewPaths({ ...resetPasswordOracle, input: { token: null } }, view(null), 'no token');
