// The stores list (/branchs) and a store's page (/branch, /branch/{id}): the store form with its map and
// storefront, the phone verification panel and the status section; and the SMS outbox the phone codes go to.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export class StoresPage {
  readonly list: Locator;
  readonly phonePanel: Locator;
  readonly statusPanel: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('table', { name: 'Your stores' });
    this.phonePanel = page.getByRole('region', { name: 'Phone verification' });
    this.statusPanel = page.getByRole('region', { name: "Store's status" });
  }

  row(name: string): Locator {
    return this.list.getByRole('row').filter({ has: this.page.getByRole('link', { name: `Open ${name}` }) });
  }

  field(label: string | RegExp): Locator {
    return this.page.getByRole('main').getByLabel(label).first();
  }

  /** Clicks the map at a point of its box (fractions of its width and height). */
  async clickMap(x: number, y: number): Promise<void> {
    const map = this.page.getByRole('application', { name: /^Map: click to place the pin/ });
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await this.page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }

  async chooseCategory(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Categories' }).click();
    await this.page.getByRole('option', { name }).click();
    await this.page.keyboard.press('Escape');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }
}

/** Waits for an SMS to `phone` (+52…) in the server's outbox ($E2E_DATA_DIR/outbox/*.sms) and returns its code. */
export async function smsCodeFor(phone: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let code = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return '';
        const texts = fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.sms'))
          .sort()
          .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
          .filter((text) => text.startsWith(`To: ${phone}\n`));
        code = /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000, message: `an SMS to ${phone}` },
    )
    .not.toBe('');
  return code;
}
