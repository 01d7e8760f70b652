// The shell's dropdowns (spec 1 §2.2, §3 Session per module: id, name, prefix, url_logo): shown only when there is
// more than one to choose from; each shop and store with its logo (read behind the token when it is one of our
// files, else its address; the prefix's letters without one) and its prefix; picking one switches the session.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { SessionContext } from '../../src/machines/session/session.context';
import { ContextSwitchers } from '../../src/ui/shell/sidebar/context-switchers';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';

vi.mock('../../src/services/files.api', () => ({ fetchStoredFile: async () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) }));

beforeAll(() => {
  setLocale('en');
  URL.createObjectURL = () => 'blob:logo';
  URL.revokeObjectURL = () => {};
});

const stores = [
  { id: 1, name: 'Sucursal Centro', prefix: 'TNDA', url_logo: '/api/users/5/files/logo.png', credits: { total: 30 } },
  { id: 2, name: 'Sucursal Valle', prefix: 'TNDA', url_logo: null, credits: { total: 8 } },
];

function ActiveStore() {
  return <output data-testid="active-store">{SessionContext.useSelector((s) => s.context.activeStoreId)}</output>;
}

describe('the store dropdown', () => {
  it("lists each store with its logo and prefix, shows the active one's logo, and switches the store", async () => {
    renderWithSession(
      <>
        <ContextSwitchers />
        <ActiveStore />
      </>,
      {
        path: '/shopping-to-go',
        stored: storedSession({ auth: loginAnswer({ type: 'salesman', permissions: ['shopping.shopping-to-go'] }), module: 'shopping', lots: [], stores, activeStoreId: 1 }),
      },
    );
    const select = screen.getByRole('combobox', { name: 'Shopping To Go store' });
    expect(select).toHaveValue('Sucursal Centro');
    await waitFor(() => expect(select.parentElement?.querySelector('img')).toHaveAttribute('src', 'blob:logo'));
    fireEvent.click(select);
    const valle = await screen.findByRole('option', { name: /Sucursal Valle/ });
    expect(valle).toHaveTextContent('Sucursal ValleTNDA');
    // No logo: the prefix's first letters.
    expect(within(valle).getByText('TN')).toBeInTheDocument();
    const centro = screen.getByRole('option', { name: /Sucursal Centro/ });
    await waitFor(() => expect(centro.querySelector('img')).toHaveAttribute('src', 'blob:logo'));
    fireEvent.click(valle);
    await waitFor(() => expect(screen.getByTestId('active-store')).toHaveTextContent('2'));
  });

  it('is not shown for a single store', () => {
    renderWithSession(<ContextSwitchers />, {
      path: '/shopping-to-go',
      stored: storedSession({ auth: loginAnswer({ type: 'salesman', permissions: ['shopping.shopping-to-go'] }), module: 'shopping', lots: [], stores: stores.slice(0, 1), activeStoreId: 1 }),
    });
    expect(screen.queryByRole('combobox', { name: 'Shopping To Go store' })).toBeNull();
  });
});
