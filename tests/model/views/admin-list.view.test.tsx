// The generic admin list (src/ui/admin/admin-list.tsx) along the shortest path to every state of the admin-list
// chart, as a screen shows it (columns, a status filter, Add, a row's button, an editor), its page and its export
// answered by a mocked admin-list service: the loader, the failure with Retry, the table with its footer, why it
// is empty, the editor over the list, the export's progress and its failure (issue 20, the admin screens' shape).
import { Button, Modal } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import { adminListMachine } from '../../../src/machines/admin-list/admin-list.machine';
import { listPage } from '../../../src/machines/admin-list/admin-list.selectors';
import { AdminList, type AdminEditorProps } from '../../../src/ui/admin/admin-list';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { adminListOracle, PATH, type PlazaRow } from '../oracles/admin-list.oracle';

const api = vi.hoisted(() => ({ fetchAdminPage: vi.fn(), exportAdminList: vi.fn() }));
vi.mock('../../../src/services/admin-list.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/machines/admin-list/admin-list.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ adminListMachine: typeof adminListMachine }>();
  return { ...chart, adminListMachine: probed(chart.adminListMachine, ['loadPage', 'exportList']) };
});

setLocale('en');
const pages = settleable();
const exports = settleable<void>();
beforeEach(() => {
  pages.reset();
  exports.reset();
  api.fetchAdminPage.mockReset().mockImplementation(pages.impl);
  api.exportAdminList.mockReset().mockImplementation(exports.impl);
});

/** The screen's editor: a dialog naming its subject, with Cancel and Save. */
function PlazaEditor({ target, onSaved, onClose }: AdminEditorProps<PlazaRow>) {
  return (
    <Modal opened onClose={onClose} title={target.mode === 'new' ? 'New plaza' : `Plaza ${target.row.name}`}>
      <Button onClick={onClose}>Cancel</Button>
      <Button onClick={onSaved}>Save</Button>
    </Modal>
  );
}

const button = (name: string, inside: HTMLElement = document.body) => within(inside).queryByRole('button', { name });
const click = (element: HTMLElement | null) => {
  if (!element || (element as HTMLButtonElement).disabled || element.hasAttribute('data-loading')) return false;
  fireEvent.click(element);
  return true;
};

describeViewPaths<typeof adminListMachine>(adminListOracle, {
  render: () =>
    render(
      <AdminList<PlazaRow>
        logic={adminListMachine}
        path={PATH}
        label="Plazas"
        columns={[{ label: 'Name', cell: (r) => r.name }]}
        filters={[{ name: 'status', label: 'Status', options: [{ value: '1', label: 'Active' }, { value: '2', label: 'Inactive' }] }]}
        addLabel="Add plaza"
        open={{ text: 'Edit', label: (r) => `Edit ${r.name}` }}
        editor={(props) => <PlazaEditor {...props} />}
      />,
    ),
  drive: {
    'xstate.done.actor.loadPage': async (e) => (await pages.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadPage': async (e) => (await pages.reject((e as Failure).error), true),
    'xstate.done.actor.exportList': async () => (await exports.resolve(), true),
    'xstate.error.actor.exportList': async (e) => (await exports.reject((e as Failure).error), true),
    'list.retry': () => click(button('Retry')),
    // The search box is in the toolbar in every state but under the editor's dialog.
    'list.search': (e, s) => !s.context.editor && (fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: (e as { q: string }).q } }), true),
    'list.page': (e) => click(button(`Page ${(e as { page: number }).page}`)),
    'list.add': () => click(button('Add plaza')),
    'list.open': (e, s) => {
      const row = s.context.rows.find((r) => r.id === (e as { id: number }).id) as PlazaRow | undefined;
      return row !== undefined && click(button(`Edit ${row.name}`));
    },
    'list.close': () => click(button('Cancel', screen.getByRole('dialog'))),
    'list.saved': () => click(button('Save', screen.getByRole('dialog'))),
    'list.export': () => click(button('Export to Excel')),
  },
  sees: {
    'list.loading': (c) => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchAdminPage).toHaveBeenLastCalledWith(PATH, c.request, expect.anything());
      expect(screen.queryByRole('table')).toBeNull();
      expect(button('Add plaza')).toBeDisabled();
    },
    'list.listing': (c) => {
      expect(screen.queryByLabelText('Loading')).toBeNull();
      const table = screen.getByRole('table', { name: 'Plazas' });
      const rows = within(table.querySelector('tbody') as HTMLElement).getAllByRole('row');
      expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual((c.rows as PlazaRow[]).map((r) => r.name));
      const { from, to, page } = listPage(c);
      expect(screen.getByText(`Showing ${from} to ${to} of ${c.total} entries`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue(c.request.q);
      expect(button('Add plaza')).toBeEnabled();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'list.loadFailed': (c) => {
      const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('The list could not be read'));
      expect(alert).toHaveTextContent(`The list could not be read${c.error}`);
      expect(within(alert as HTMLElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    },
    'list.editing': (c) => {
      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveTextContent(c.editor?.mode === 'edit' ? `Plaza ${(c.editor.row as PlazaRow).name}` : 'New plaza');
    },
    'export.idle': (c) => {
      expect(button('Export to Excel')).not.toHaveAttribute('data-loading');
      if (c.exportError) expect(screen.getByText(c.exportError)).toBeInTheDocument();
      else expect(screen.queryByText('The list could not be exported')).toBeNull();
    },
    'export.exporting': (c) => {
      expect(button('Export to Excel')).toHaveAttribute('data-loading');
      expect(api.exportAdminList).toHaveBeenLastCalledWith(PATH, c.request);
    },
  },
});
