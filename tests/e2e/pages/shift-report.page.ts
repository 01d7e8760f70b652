// The lot admin's cashier shifts (/shifts) by role and label, in English, and an operator's till through the API
// (docs/api.md "Cashier shifts"): a new operator of the lot, signed in with a bearer token, opens a shift at an
// exit gate with a float and closes it with what was counted.
import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';

const JSON_EN = { 'X-Locale': 'en' };

export class ShiftReportPage {
  readonly heading: Locator;
  readonly operator: Locator;
  readonly summary: Locator;
  readonly shifts: Locator;
  readonly exportButton: Locator;
  readonly detail: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.operator = main.getByRole('combobox', { name: 'Operator' });
    this.summary = main.getByRole('table', { name: 'Differences per operator and day' });
    this.shifts = main.getByRole('table', { name: 'Shifts' });
    this.exportButton = main.getByRole('button', { name: 'Export', exact: true });
    this.detail = page.getByRole('dialog');
  }

  async chooseOperator(name: string): Promise<void> {
    await this.operator.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** The row of the shift with this id (its View button names it). */
  shiftRow(id: number): Locator {
    return this.shifts.getByRole('row').filter({ has: this.page.getByRole('button', { name: `View shift ${id}`, exact: true }) });
  }

  async view(id: number): Promise<void> {
    await this.shifts.getByRole('button', { name: `View shift ${id}`, exact: true }).click();
    await expect(this.detail).toBeVisible();
  }

  async exportReport(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    return download;
  }
}

/** A bearer token for a user of a provider ('parking', 'operator'). */
export async function apiToken(request: APIRequestContext, provider: string, user: string, password: string): Promise<string> {
  const signIn = await request.post(`/api/users/${provider}/login`, { data: { email: user, password }, headers: JSON_EN });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return ((await signIn.json()) as { access_token: string }).access_token;
}

/** A new operator of the lot, registered by its admin; answers the username the server gave them. */
export async function registerOperator(request: APIRequestContext, adminToken: string, lotId: number, person: { firstName: string; lastName: string; username: string; password: string }): Promise<string> {
  const res = await request.post(`/api/parkings/${lotId}/operators/register`, {
    headers: { ...JSON_EN, Authorization: `Bearer ${adminToken}` },
    data: { first_name: person.firstName, last_name: person.lastName, username: person.username, password: person.password, type: 'operator', role_id: 6, status: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { username: string } }).data.username;
}

type ShiftAnswer = { shift: { id: number; difference_cash_cents: number | null; difference_card_cents: number | null } };

/** The operator's till at one of the lot's exit gates: opened with a float, closed with what was counted. */
export class OperatorTill {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    private readonly lotId: number,
  ) {}

  private post(path: string, data: object) {
    return this.request.post(`/api/parkings/${this.lotId}/shifts${path}`, { headers: { ...JSON_EN, Authorization: `Bearer ${this.token}` }, data });
  }

  /** Opens a shift at the first of these gates that no other shift holds (other specs run beside this one). */
  async open(gateIds: readonly number[], floatCents: number): Promise<number> {
    for (const gateId of gateIds) {
      const res = await this.post('', { gate_id: gateId, float_cents: floatCents });
      if (res.status() === 409) continue;
      expect(res.ok(), await res.text()).toBe(true);
      return ((await res.json()) as ShiftAnswer).shift.id;
    }
    throw new Error(`every exit gate ${gateIds.join(', ')} has an open shift`);
  }

  async close(shiftId: number, counted: { cash: number; card: number; note: string }): Promise<ShiftAnswer['shift']> {
    const res = await this.post(`/${shiftId}/close`, { counted_cash_cents: counted.cash, counted_card_cents: counted.card, note: counted.note });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as ShiftAnswer).shift;
  }
}
