// Merchant validations' screens by role and label, in English: the shop's /parking-validations (a validation by
// plate and its recent list) and the lot admin's /validations (the report per shop and the list of the lot's
// validations); the operator's cashier shift opened through the API when the /shift screen's page is not there.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { OPERATOR } from './operator.page';

export class ParkingValidationsPage {
  readonly heading: Locator;
  readonly limits: Locator;
  readonly plate: Locator;
  readonly value: Locator;
  readonly validateButton: Locator;
  readonly done: Locator;
  readonly recent: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Parking validations' });
    this.limits = main.getByTestId('validation-limits');
    this.plate = main.getByRole('textbox', { name: /^Plate/ });
    this.value = main.getByRole('textbox', { name: /^Value/ });
    this.validateButton = main.getByRole('button', { name: 'Validate', exact: true });
    this.done = main.getByTestId('validation-done');
    this.recent = main.getByRole('table', { name: 'Recent validations' });
  }

  kind(name: 'Free minutes' | 'Percentage' | 'Fixed amount'): Locator {
    return this.page.getByRole('main').getByRole('radio', { name });
  }

  /** Validates the plate's parking with free minutes (the first kind a lot allows is chosen at the start). */
  async validateMinutes(plate: string, minutes: number): Promise<void> {
    await expect(this.kind('Free minutes')).toBeChecked();
    await this.plate.fill(plate);
    await this.value.fill(String(minutes));
    await this.validateButton.click();
  }

  row(plate: string): Locator {
    return this.recent.getByRole('row').filter({ has: this.page.getByRole('cell', { name: plate, exact: true }) });
  }
}

export class LotValidationsPage {
  readonly heading: Locator;
  readonly report: Locator;
  readonly reportApplied: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Validations' });
    this.report = main.getByRole('table', { name: 'Report per shop' });
    this.reportApplied = main.getByTestId('report-applied');
    this.list = main.getByRole('table', { name: 'Validations', exact: true });
  }

  reportRow(shop: string): Locator {
    return this.report.getByRole('row').filter({ has: this.page.getByRole('cell', { name: shop, exact: true }) });
  }

  listRow(plate: string): Locator {
    return this.list.getByRole('row').filter({ has: this.page.getByRole('cell', { name: plate, exact: true }) });
  }
}

/** The operator's open cashier shift at a gate of lot 1 (the one already open, else a new one with a float). */
export async function openShiftThroughApi(request: APIRequestContext, gateId: number): Promise<void> {
  const signIn = await request.post('/api/users/operator/login', { data: { email: OPERATOR.user, password: OPERATOR.password }, headers: { 'X-Locale': 'en' } });
  expect(signIn.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await signIn.json()).access_token as string}`, 'X-Locale': 'en' };
  const current = await request.get('/api/parkings/1/shifts/current', { headers });
  expect(current.status()).toBe(200);
  if ((await current.json()).shift) return;
  const opened = await request.post('/api/parkings/1/shifts', { headers, data: { gate_id: gateId, float_cents: 50_000 } });
  expect(opened.ok()).toBe(true);
}
