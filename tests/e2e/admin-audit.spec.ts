// The audit log end to end (issue 20 item 3): the platform admin approves a store request, gives a store gift
// credits and renames a role with one more permission (through the API, as their screens' own browser tests do in
// the browser), then reads the three in /admin/audit: who did it, the record, and its values before and after.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { AuditPage } from './pages/audit.page';
import { ACCOUNTS, openSignedIn } from './pages/session';

test.use({ locale: 'en-US' });

const STAMP = Date.now().toString(36).slice(-5);
const pdf = (title: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${title}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

async function adminApi(api: APIRequestContext) {
  const login = await api.post('/api/users/nexo/login', { data: { email: 'admin@nexo.demo', password: 'demo1234' } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const call = async (method: 'post' | 'put', url: string, data: unknown) => {
    const res = await api[method](url, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { data: { id: number } };
  };
  /** The ledger entry of the gift given with `note` (GET admin/gifts/users searches the notes). */
  const giftEntry = async (note: string): Promise<number> => {
    const res = await api.get(`/api/admin/gifts/users?q=${encodeURIComponent(note)}`, { headers });
    expect(res.ok(), await res.text()).toBe(true);
    const rows = ((await res.json()) as { data: { id: number; note: string | null }[] }).data.filter((r) => r.note === note);
    expect(rows).toHaveLength(1);
    return rows[0].id;
  };
  return { call, giftEntry };
}

async function storeRequest(api: APIRequestContext): Promise<number> {
  const res = await api.post('/api/store-requests', {
    multipart: {
      store_name: `Auditoría ${STAMP}`,
      kind: 'parent',
      address: 'Av. Constitución 400, Centro, Monterrey',
      description: 'Relojes y reparaciones.',
      product_kinds: 'Relojes',
      category_id: '2',
      mobile_phone: '(81) 1234-5678',
      birth_date: '1985-04-12',
      welcome_message: 'Bienvenido',
      first_name: 'Rita',
      last_name: 'Auditoría',
      email: `rita.${STAMP}@example.com`,
      bank_id: '1',
      account_number: '0777 777 7777',
      extra_sanitizer: 'true',
      clean_frequently: 'false',
      customer_limit: 'false',
      rfc_file: { name: 'rfc.pdf', mimeType: 'application/pdf', buffer: pdf('RFC') },
      address_file: { name: 'domicilio.pdf', mimeType: 'application/pdf', buffer: pdf('Domicilio') },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('the nexo admin reads the audit entries of an approval, a gift and a role change', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await adminApi(request);
  const requestId = await storeRequest(request);
  await admin.call('post', `/api/admin/requests/${requestId}/approve`, { plaza_id: 1 });
  // Sucursal Norte (Boutique Norte): the credits spec counts Tienda Centro's credits.
  await admin.call('post', '/api/admin/gifts', { branch_ids: [3], credits: 3, note: `Regalo ${STAMP}` });
  const giftId = await admin.giftEntry(`Regalo ${STAMP}`);
  const role = await admin.call('post', '/api/admin/roles', { name: `Auditor ${STAMP}`, type: 'parking', permissions: ['parking.dashboard'] });
  await admin.call('put', `/api/admin/roles/${role.data.id}`, { name: `Auditora ${STAMP}`, type: 'parking', permissions: ['parking.dashboard', 'operators.search'] });

  await openSignedIn(page, ACCOUNTS.admin, { path: '/admin/audit' });
  const audit = new AuditPage(page);
  await expect(audit.heading).toBeVisible();

  // The approval: the request's status moved, by the admin.
  await audit.filter('Record', 'store_requests');
  await audit.search(String(requestId));
  let changes = await audit.details(audit.row(`store_requests #${requestId}`, 'Ana Admin', 'Update'));
  await expect(changes.getByRole('row', { name: /status/ })).toContainText('pendingapproved');
  await audit.closeDetails();

  // The gift: a new ledger entry of kind gift with its note.
  await audit.filter('Record', 'credit_entries');
  await audit.filter('Action', 'Insert');
  await audit.search(String(giftId));
  changes = await audit.details(audit.row(`credit_entries #${giftId}`, 'Ana Admin', 'Insert'));
  await expect(changes.getByRole('row', { name: /^note/ })).toContainText(`Regalo ${STAMP}`);
  await expect(changes.getByRole('row', { name: /^kind/ })).toContainText('gift');
  await audit.closeDetails();

  // The role: renamed, and its new permission a new row of role_permissions.
  await audit.filter('Record', 'roles');
  await audit.filter('Action', 'Update');
  await audit.search(String(role.data.id));
  changes = await audit.details(audit.row(`roles #${role.data.id}`, 'Ana Admin', 'Update'));
  await expect(changes.getByRole('row', { name: /^name/ })).toContainText(`Auditor ${STAMP}Auditora ${STAMP}`);
  await audit.closeDetails();
  await audit.search('');
  await audit.filter('Record', 'role_permissions');
  await audit.filter('Action', 'Insert');
  await expect(audit.table.getByRole('row').filter({ hasText: 'Ana Admin' }).first()).toBeVisible();
});
