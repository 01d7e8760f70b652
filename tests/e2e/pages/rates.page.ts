// The rates screen (/rates/edit): the four quadrants (access map, time fees, weekly timeline, max rate and
// courtesy) and the quote simulator, by role and label, in English.
import { expect, type Locator, type Page } from '@playwright/test';
import { fillTime, pickDateTime } from './date-picker';
import { useSession } from './session';

export const DEMO_PASSWORD = 'demo1234';

/** The parking administrator's session (signed in through the API) with `lotName` the active lot, put in the page's
 *  context: the page's next navigation (a screen's own goto) opens the console signed in there, without a stop on
 *  the dashboard. Choosing a lot on /lots is shell-sign-in.spec.ts's. */
export async function lotSession(page: Page, lotName: string, user = 'parking@nexo.demo'): Promise<void> {
  await useSession(page.context(), { provider: 'parking', user, password: DEMO_PASSWORD }, { lot: lotName });
}

/** The parking administrator signed in with `lotName` the active lot, on the dashboard. */
export async function signInToLot(page: Page, lotName: string, user = 'parking@nexo.demo'): Promise<void> {
  await lotSession(page, lotName, user);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The bearer token of the signed-in session, to ask the API directly. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('nexo.session') ?? '{}') as { auth?: { access_token?: string } }).auth?.access_token);
  if (!token) throw new Error('no session token in the browser');
  return token;
}

export class RatesPage {
  readonly heading: Locator;
  readonly map: Locator;
  readonly feeSets: Locator;
  readonly timeline: Locator;
  readonly config: Locator;
  readonly simulator: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Edit Rates' });
    this.map = page.getByRole('region', { name: 'Access and gates' });
    this.feeSets = page.getByRole('region', { name: 'Time fees' });
    this.timeline = page.getByRole('region', { name: 'Weekly timeline' });
    this.config = page.getByRole('region', { name: 'Max rate and courtesy' });
    this.simulator = page.getByRole('region', { name: 'Quote simulator' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/rates/edit');
    await expect(this.heading).toBeVisible();
    await expect(this.timeline).toBeVisible();
  }

  // ---- Time fees ---------------------------------------------------------------------------------------
  feeSetRow(name: string): Locator {
    return this.feeSets.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** New time fee: its name and one rule of 1 hour at `price` (text as typed, e.g. "30"). */
  async createFeeSet(name: string, price: string): Promise<void> {
    await this.feeSets.getByRole('button', { name: 'New time fee' }).click();
    const form = this.feeSets.getByRole('form', { name: 'New time fee' });
    await expect(form.getByLabel(/^Name/)).toHaveValue('New Time Fee');
    await form.getByLabel(/^Name/).fill(name);
    const rule = form.getByRole('group', { name: 'Rule 1' });
    await rule.getByLabel(/^Price/).fill(price);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.feeSetRow(name)).toBeVisible();
  }

  // ---- Weekly timeline ---------------------------------------------------------------------------------
  day(name: string): Locator {
    return this.timeline.getByRole('group', { name, exact: true });
  }

  block(day: string, from: string, to: string, feeSet: string): Locator {
    return this.timeline.getByRole('button', { name: `${feeSet} ${from}–${to}, ${day}` });
  }

  gap(day: string, from: string, to: string): Locator {
    return this.timeline.getByRole('button', { name: `Add a rate on ${day} from ${from} to ${to}` });
  }

  async removeBlock(day: string, from: string, to: string, feeSet: string): Promise<void> {
    await this.block(day, from, to, feeSet).click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.block(day, from, to, feeSet)).toBeHidden();
  }

  /** Opens the modal on a free stretch and fills it; the caller saves and checks the outcome. */
  async fillGap(gap: Locator, feeSet: string, from: string, to: string): Promise<void> {
    await gap.click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('combobox', { name: /^Rate/ }).click();
    await this.page.getByRole('option', { name: feeSet, exact: true }).click();
    await fillTime(this.dialog, 'From', from);
    await fillTime(this.dialog, 'To', to);
  }

  async saveModal(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }

  async cancelModal(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(this.dialog).toBeHidden();
  }

  // ---- Max rate and courtesy ---------------------------------------------------------------------------
  async setDayCap(price: string): Promise<void> {
    const row = this.config.getByRole('group', { name: 'Max rate 1' });
    await row.getByLabel(/^Max rate/).fill(price);
    await this.config.getByRole('button', { name: 'Update Config' }).click();
    await expect(this.page.getByRole('alert').filter({ hasText: 'Update Config' })).toBeVisible();
  }

  // ---- Quote simulator ---------------------------------------------------------------------------------
  get total(): Locator {
    return this.simulator.getByTestId('quote-total');
  }

  async simulate(entry: string, exit: string, access: string): Promise<void> {
    await pickDateTime(this.page, this.simulator.getByRole('button', { name: 'Entry' }), entry);
    await pickDateTime(this.page, this.simulator.getByRole('button', { name: 'Exit' }), exit);
    await this.simulator.getByRole('combobox', { name: 'Access' }).click();
    await this.page.getByRole('option', { name: access, exact: true }).click();
  }
}
