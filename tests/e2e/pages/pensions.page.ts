// The pensions screen (/pensions) and its add/edit modal (person, cars, car), in English.
import { expect, type Locator, type Page } from '@playwright/test';

export type CarFields = { brand: string; model: string; color: string; plate: string };
export type PersonFields = { firstName: string; lastName: string; email?: string; role: string };

export class PensionsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly addButton: Locator;
  readonly modal: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Pensions' });
    this.table = page.getByRole('table', { name: 'Pensions' });
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.addButton = page.getByRole('button', { name: 'Add pension' });
    this.modal = page.getByRole('dialog', { name: /pension/ });
    this.footer = page.getByText(/^Showing [\d,]+ to [\d,]+ of [\d,]+ entr(y|ies)$/);
  }

  async goto(): Promise<void> {
    await this.page.goto('/pensions');
    await expect(this.heading).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  row(email: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: email, exact: true }) });
  }

  // ---- Modal -------------------------------------------------------------------------------------------
  get cars(): Locator {
    return this.modal.getByRole('listitem');
  }

  car(plate: string): Locator {
    return this.modal.getByRole('listitem', { name: plate });
  }

  /** Step 1: the person's fields (the e-mail only when given), then Next. */
  async fillPerson(person: PersonFields): Promise<void> {
    await this.modal.getByLabel(/^First name/).fill(person.firstName);
    await this.modal.getByLabel(/^Last name/).fill(person.lastName);
    if (person.email !== undefined) await this.modal.getByLabel(/^Email/).fill(person.email);
    await this.modal.getByLabel(/^Role/).fill(person.role);
    await this.modal.getByRole('button', { name: 'Next' }).click();
  }

  /** Step 3: brand, model, colour (autocomplete) and plate, then 'Save and back'. */
  async fillCar(car: Partial<CarFields>): Promise<void> {
    if (car.brand !== undefined) {
      await this.modal.getByRole('combobox', { name: /^Brand/ }).fill(car.brand);
      await this.page.getByRole('option', { name: car.brand, exact: true }).click();
    }
    if (car.model !== undefined) await this.modal.getByLabel(/^Model/).fill(car.model);
    if (car.color !== undefined) {
      await this.modal.getByRole('combobox', { name: /^Color/ }).fill(car.color);
      await this.page.getByRole('option', { name: car.color, exact: true }).click();
    }
    if (car.plate !== undefined) await this.modal.getByLabel(/^Plate/).fill(car.plate);
    await this.modal.getByRole('button', { name: 'Save and back' }).click();
  }

  async addCar(car: CarFields): Promise<void> {
    await this.modal.getByRole('button', { name: 'Add car' }).click();
    await this.fillCar(car);
    await expect(this.car(car.plate.toUpperCase())).toBeVisible();
  }

  /** The back arrow in the modal's title: one step back. */
  async back(): Promise<void> {
    await this.modal.getByRole('button', { name: 'Back', exact: true }).click();
  }

  async submit(): Promise<void> {
    await this.modal.getByRole('button', { name: 'Save pension' }).click();
    await expect(this.modal).toBeHidden();
  }

  /** Delete from the table; with the prompt, optionally ticking 'Do not show again'. */
  async delete(email: string, name: string, opts: { prompt: boolean; dontShowAgain?: boolean }): Promise<void> {
    await this.row(email).getByRole('button', { name: `Delete ${name}` }).click();
    if (!opts.prompt) return;
    const confirm = this.page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm.getByText('All valid plates added will be removed')).toBeVisible();
    if (opts.dontShowAgain) await confirm.getByRole('checkbox', { name: 'Do not show again' }).check();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
