// The audit log screen (issue 20): /admin/audit reads every tenant's entries (the last 7 days at first), shows who
// did what to which record and where, filters by record, and opens an entry's values before and after; /audit
// reads the active lot's (a parking admin) or the shop's (its owner).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditPage } from '../../src/contracts/audit.struct';
import { setLocale } from '../../src/i18n/i18n';
import AuditScreen from '../../src/ui/admin/audit/audit-screen';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';

const api = vi.hoisted(() => ({ fetchAuditPage: vi.fn(), exportAudit: vi.fn() }));
vi.mock('../../src/services/audit.api', async (original) => ({ ...(await original<typeof import('../../src/services/audit.api')>()), ...api }));

setLocale('en');

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-24T16:30:00Z',
  actor: 'user',
  user_id: 2,
  user_name: 'Pablo Fundadores',
  customer_id: null,
  ip: '10.0.0.7',
  method: 'PUT',
  route: '/api/parkings/:parkingId',
  parking_id: 1,
  shop_id: null,
  entity: 'parkings',
  entity_id: '1',
  action: 'update',
  before: { id: 1, name: 'Lote Centro', address: 'Av. Juárez 100' },
  after: { id: 1, name: 'Lote Centro Norte', address: 'Av. Juárez 100' },
  ...over,
});
const page = (data: AuditEntry[]): AuditPage => ({ data, total: data.length, page: 1, per_page: 10 });

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchAuditPage.mockResolvedValue(page([entry({}), entry({ id: 2, actor: 'device', user_id: null, user_name: null, entity: 'gates', entity_id: '4', action: 'insert', before: null, after: { id: 4, status: 'warning' } })]));
});

const admin = () =>
  renderWithSession(<AuditScreen />, { path: '/admin/audit', stored: storedSession({ auth: loginAnswer({ type: 'nexo', role_id: 1, permissions: ['nexo.roles'] }), module: 'nexo', lots: [], shops: [] }) });
const table = () => screen.getByRole('table', { name: 'Audit log' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('the audit log', () => {
  it("reads every tenant's entries of the last 7 days and shows who, what, which record and where", async () => {
    admin();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.fetchAuditPage).toHaveBeenCalledWith('audit', { q: '', page: 1, perPage: 10, filters: { entity: '', action: '', period: 'week' } });
    expect(rows()[0]).toHaveTextContent('Pablo Fundadores');
    expect(rows()[0]).toHaveTextContent('Update');
    expect(rows()[0]).toHaveTextContent('parkings #1');
    expect(rows()[0]).toHaveTextContent('Parking lot 1');
    expect(rows()[1]).toHaveTextContent("The lot's device");
    expect(rows()[1]).toHaveTextContent('Insert');
  });

  it('opens the values before and after of an update, the changed fields only', async () => {
    admin();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Details of change 1' }));
    const changes = await screen.findByRole('table', { name: 'Values before and after' });
    const lines = within(changes).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(lines).toEqual([['name', 'Lote Centro', 'Lote Centro Norte']]);
    expect(within(screen.getByRole('dialog')).getByText('PUT /api/parkings/:parkingId')).toBeInTheDocument();
  });

  it('reads again with a record filter, from page 1', async () => {
    admin();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('combobox', { name: 'Record' }));
    fireEvent.click(await screen.findByRole('option', { name: 'users' }));
    await waitFor(() => expect(api.fetchAuditPage).toHaveBeenLastCalledWith('audit', expect.objectContaining({ page: 1, filters: { entity: 'users', action: '', period: 'week' } })));
  });

  it("reads the active lot's entries for its administrator, without the tenant column", async () => {
    renderWithSession(<AuditScreen />, {
      path: '/audit',
      stored: storedSession({ auth: loginAnswer({ type: 'parking', role_id: 2, permissions: ['parking.dashboard'] }), module: 'parking', activeLotId: 1 }),
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.fetchAuditPage).toHaveBeenCalledWith('parkings/1/audit', expect.anything());
    expect(within(table()).queryByRole('columnheader', { name: 'Tenant' })).toBeNull();
  });
});
