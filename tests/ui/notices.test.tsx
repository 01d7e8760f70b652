// Toasts (spec 1 §2.6): top centre by default, bottom on request, with an optional link to a route; the
// shared error notice is a bottom-centre warning.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { showErrorNotice, showToast } from '../../src/ui/components/notices';
import { render } from './render';

afterEach(() => act(() => notifications.clean()));

const containerOf = (text: string) => screen.getByText(text).closest('[data-position]');

describe('notices', () => {
  it('shows a toast at the top centre with a link to a route', async () => {
    const user = userEvent.setup({ delay: null });
    render(<div />);
    act(() => {
      showToast({ message: 'Rate saved', link: { to: '/rates/special', label: 'See the rates' } });
    });
    expect(await screen.findByText('Rate saved')).toBeInTheDocument();
    expect(containerOf('Rate saved')).toHaveAttribute('data-position', 'top-center');
    await user.click(screen.getByRole('link', { name: 'See the rates' }));
    expect(window.location.pathname).toBe('/rates/special');
  });

  it('stacks at the bottom on request, where the error notice goes too', async () => {
    render(<div />);
    act(() => {
      showToast({ message: 'Below', stack: 'bottom' });
      showErrorNotice('This action is unauthorized.');
    });
    expect(await screen.findByText('Below')).toBeInTheDocument();
    expect(containerOf('Below')).toHaveAttribute('data-position', 'bottom-center');
    expect(containerOf('This action is unauthorized.')).toHaveAttribute('data-position', 'bottom-center');
  });
});
