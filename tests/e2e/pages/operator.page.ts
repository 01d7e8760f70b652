// The operator's screens (/search, /search-out, /history share one screen) by role and label, in English, and
// the gate device that opens and closes the visits the operator checks out (docs/devices.md).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { useSession } from './session';

export const OPERATOR = { user: 'PF_OPERADOR', password: 'demo1234', signIn: '/login/operator' } as const;

/** "MXN 1,234.50" -> 123450. */
export const cents = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/** PF_OPERADOR's session (signed in through the API; their sign-in screen is shell-sign-in.spec.ts's) put in the
 *  page's context: its next navigation opens the console signed in. */
export async function operatorSession(page: Page): Promise<void> {
  await useSession(page.context(), { provider: 'operator', user: OPERATOR.user, password: OPERATOR.password });
}

/** PF_OPERADOR signed in, on /search. */
export async function signInAsOperator(page: Page): Promise<void> {
  await operatorSession(page);
  await page.goto('/search');
  await expect(page).toHaveURL(/\/search$/);
}

export class OperatorPage {
  readonly heading: Locator;
  readonly phone: Locator;
  readonly searchButton: Locator;
  readonly card: Locator;
  readonly plate: Locator;
  readonly amount: Locator;
  readonly elapsed: Locator;
  readonly lines: Locator;
  readonly clientName: Locator;
  readonly exitGate: Locator;
  readonly checkoutButton: Locator;
  readonly cancelButton: Locator;
  readonly done: Locator;
  readonly quoteFailure: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.phone = main.getByRole('textbox', { name: /^Phone/ });
    this.searchButton = main.getByRole('button', { name: 'Search', exact: true });
    this.card = main.getByRole('region', { name: 'Checkout' });
    this.plate = this.card.getByTestId('plate');
    this.amount = this.card.getByTestId('amount-due');
    this.elapsed = this.card.getByRole('timer', { name: 'Elapsed time' });
    this.lines = this.card.getByRole('table', { name: 'Breakdown' });
    this.clientName = this.card.getByRole('textbox', { name: /^Client name/ });
    this.exitGate = this.card.getByRole('combobox', { name: /^Exit gate/ });
    this.checkoutButton = this.card.getByRole('button', { name: 'Checkout', exact: true });
    this.cancelButton = this.card.getByRole('button', { name: 'Cancel' });
    this.done = main.getByRole('status').filter({ hasText: 'Checked out' });
    this.quoteFailure = main.getByRole('alert').filter({ hasText: 'No quote' });
  }

  async goto(path: '/search' | '/search-out' = '/search'): Promise<void> {
    await this.page.goto(path);
    await expect(this.phone).toBeVisible();
  }

  /** Types the phone and presses Enter, as an operator at the counter would. */
  async search(phone: string): Promise<void> {
    await this.phone.fill(phone);
    await this.phone.press('Enter');
  }

  async checkOut(name: string, gate: string): Promise<void> {
    await this.clientName.fill(name);
    await this.exitGate.click();
    await this.page.getByRole('option', { name: gate, exact: true }).click();
    await this.checkoutButton.click();
  }
}

export class OperatorHistoryPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly total: Locator;
  readonly count: Locator;
  readonly refresh: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'History' });
    this.table = main.getByRole('table', { name: "Today's checkouts" });
    this.total = main.getByTestId('history-total');
    this.count = main.getByTestId('history-count');
    this.refresh = main.getByRole('button', { name: 'Refresh' });
    this.empty = main.getByText('You have not checked anyone out today in this lot.');
  }

  row(plate: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: plate, exact: true }) });
  }
}

/** A lot's gate as a device: it reports entries and exits with the lot's key, not a user token. */
export class GateDevice {
  constructor(
    readonly request: APIRequestContext,
    readonly lotId: number,
    readonly key: string,
  ) {}

  event(gateId: number, body: { event_id: string; direction: 'in' | 'out'; plate: string; phone?: string; at?: string }) {
    return this.request.post(`/api/devices/parkings/${this.lotId}/gates/${gateId}/events`, {
      headers: { 'X-Device-Key': this.key, 'Content-Type': 'application/json' },
      data: body,
    });
  }
}
