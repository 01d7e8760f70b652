// The properties screen (/properties): the administrator's lots, and the lot modal (new or edit) with its map,
// schedules, device key and key rotation, by role and label, in English.
import { expect, type Locator, type Page } from '@playwright/test';

export class PropertiesPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Properties' });
    this.table = page.getByRole('table', { name: 'Your lots' });
    this.addButton = page.getByRole('button', { name: 'Add lot' });
    this.dialog = page.getByRole('dialog');
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  field(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
  }

  schedule(n: number): Locator {
    return this.dialog.getByRole('group', { name: `Schedule ${n}`, exact: true });
  }

  /** Turns a weekday of a schedule row on or off. */
  async toggleDay(row: number, day: string): Promise<void> {
    await this.schedule(row).getByRole('button', { name: day, exact: true }).click();
  }

  async setTimes(row: number, opens: string, closes: string): Promise<void> {
    await this.dialog.getByLabel(`Opens Schedule ${row}`, { exact: true }).fill(opens);
    await this.dialog.getByLabel(`Closes Schedule ${row}`, { exact: true }).fill(closes);
  }

  async choosePlaza(name: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: /^Plaza/ }).click();
    await this.page.getByRole('option', { name }).click();
  }

  map(): Locator {
    return this.dialog.getByRole('application', { name: /^Map: click to place the pin/ });
  }

  /** Clicks the map at a point of its box (fractions of its width and height). */
  async clickMap(x: number, y: number): Promise<void> {
    await this.map().scrollIntoViewIfNeeded();
    const box = await this.map().boundingBox();
    if (!box) throw new Error('the map has no box');
    await this.page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }

  /** The device key shown once, after a register or a rotation. */
  async shownKey(): Promise<string> {
    const key = this.dialog.getByTestId('device-key');
    await expect(key).toBeVisible();
    await expect(this.dialog).toContainText('It will not be shown again.');
    return (await key.innerText()).trim();
  }
}
