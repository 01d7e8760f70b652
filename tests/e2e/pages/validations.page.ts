// Merchant validations' screens by role and label, in English: the shop's /parking-validations (a validation by
// plate and its recent list) and the lot admin's /validations (the report per shop and the list of the lot's
// validations).
import { expect, type Locator, type Page } from '@playwright/test';

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
