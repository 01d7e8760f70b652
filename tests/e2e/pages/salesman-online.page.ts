// The salesman's sidebar link 'open to requests', its status badge and the online/offline toggle modal.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export class SalesmanOnlinePanel {
  readonly link: Locator;
  readonly status: Locator;
  readonly dialog: Locator;
  readonly toggle: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.link = page.getByTestId('open-to-requests');
    this.status = page.getByTestId('online-status');
    this.dialog = page.getByRole('dialog', { name: /Receive requests|Recibir solicitudes/ });
    this.toggle = this.dialog.getByRole('switch', { name: /Receive customers' requests|Recibir solicitudes de clientes/ });
    this.summary = this.dialog.getByTestId('online-summary');
  }

  async open(): Promise<void> {
    await this.link.click();
    await expect(this.dialog).toBeVisible();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}

/** The store the server holds the demo salesman online for, read with a session of its own. */
export async function serverOnlineBranch(request: APIRequestContext, username: string, password: string): Promise<number | null> {
  const signIn = await request.post('/api/users/salesman/login', { data: { email: username, password } });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const answer = await request.get('/api/users/salesman/online', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { online_branch: number | null }).online_branch;
}
