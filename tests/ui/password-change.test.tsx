// The forced password change (spec 1 §2.2, §5): the form replaces the page until a change succeeds.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { SessionContext } from '../../src/machines/session/session.context';
import { selectMustChangePassword } from '../../src/machines/session/session.selectors';
import { loadSession } from '../../src/services/session-store';
import { PasswordChangeForm } from '../../src/ui/shell/password-change-form';
import { reply, stubApi } from './api-stub';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');

/** What the layout does: the form while the reset flag is set, the page otherwise. */
function Page() {
  const mustChange = SessionContext.useSelector(selectMustChangePassword);
  return mustChange ? <PasswordChangeForm /> : <h1>The page</h1>;
}

const resetSession = storedSession({ auth: loginAnswer({ reset: true }) });

describe('password change form', { timeout: 15_000 }, () => {
  it('checks the rules of spec 1 §5 before sending', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithSession(<Page />, { stored: resetSession, path: '/dashboard' });
    await user.type(screen.getByLabelText(/^New password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password field is required.')).toBeInTheDocument();
    expect(screen.getByText('The new password field must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('The confirm password field must match new password.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('in Spanish, the form and its checks have no English word', async () => {
    const user = userEvent.setup({ delay: null });
    await inSpanish(async () => {
      renderWithSession(<Page />, { stored: resetSession, path: '/dashboard' });
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findAllByText(/es obligatorio/)).not.toHaveLength(0);
      expect(englishIn()).toEqual([]);
    });
  });

  it('shows the server refusal on its field and keeps the form', async () => {
    stubApi({ 'POST users/password/update/7': reply({ message: 'The given data was invalid.', errors: { password: ['The current password is wrong.'] } }, 422) });
    const user = userEvent.setup({ delay: null });
    renderWithSession(<Page />, { stored: resetSession, path: '/dashboard' });
    await user.type(screen.getByLabelText(/^Current password/), 'wrong-one');
    await user.type(screen.getByLabelText(/^New password/), 'secret99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
  });

  it('disappears after a successful change, and the flag stays cleared after a reload', async () => {
    const { calls } = stubApi({ 'POST users/password/update/7': reply({ message: 'Password updated' }) });
    const user = userEvent.setup({ delay: null });
    renderWithSession(<Page />, { stored: resetSession, path: '/dashboard' });
    await user.type(screen.getByLabelText(/^Current password/), 'demo1234');
    await user.type(screen.getByLabelText(/^New password/), 'secret99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(calls[0].body).toEqual({ _method: 'put', password: 'demo1234', passwordnew: 'secret99', passwordvery: 'secret99' });
    await waitFor(() => expect(loadSession()?.auth.reset).toBe(false));
  });
});
