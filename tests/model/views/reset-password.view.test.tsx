// The reset-completion screen (src/ui/auth/reset-password-screen.tsx) along the shortest path to every state of
// its chart: what the user sees in each step (spec 2 §2 "Reset completion", §5, §8).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { ResetPasswordEvent, resetPasswordMachine } from '../../../src/machines/reset-password/reset-password.machine';
import ResetPasswordScreen from '../../../src/ui/auth/reset-password-screen';
import type { AppRoute } from '../../../src/ui/screen.types';
import { render } from '../../ui/render';
import { describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { resetPasswordOracle } from '../oracles/reset-password.oracle';

vi.mock('../../../src/machines/reset-password/reset-password.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ resetPasswordMachine: typeof resetPasswordMachine }>();
  return { ...chart, resetPasswordMachine: probed(chart.resetPasswordMachine) };
});

setLocale('en');
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
      exchanging: () => {
        expect(screen.getByLabelText('Checking the link')).toBeInTheDocument();
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
      saving: () => {
        expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true');
        expect(screen.queryByRole('alert')).toBeNull();
      },
      leaving: () => expect(where()).toBe('/login?notice=reset-link'),
      done: async () => {
        expect(await screen.findByText('Password updated')).toBeInTheDocument();
        expect(where()).toBe('/login');
      },
    },
  };
}

describeViewPaths(resetPasswordOracle, view(resetPasswordOracle.input?.token ?? null));
describeViewPaths({ ...resetPasswordOracle, input: { token: null } }, view(null), 'no token');
