// A new salesman of Sucursal Centro for one browser test, registered by the shop's owner through the API: the demo
// salesman's online state is tests/e2e/salesman-online.spec.ts's own (a tab of theirs in another file, on the
// other worker, would keep them present), so the other files that sign a salesman in use one of these.
import { expect, type APIRequestContext } from '@playwright/test';

/** Registers the salesman and answers their username as they sign in (the shop's prefix put in front). */
export async function newSalesman(api: APIRequestContext, firstName = 'Simón'): Promise<string> {
  const login = await api.post('/api/users/shopping/login', { data: { email: 'shop@nexo.demo', password: 'demo1234' } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const name = `E2E${Date.now() % 10_000_000}${Math.floor(Math.random() * 100)}`;
  const created = await api.post('/api/shops/1/branch/1/salesman/register', {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: firstName, last_name: 'Pruebas', username: name, password: 'demo1234', type: 'salesman', role_id: 5 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return `TNDA_${name}`;
}
