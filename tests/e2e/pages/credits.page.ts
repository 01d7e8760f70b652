// The credits screens in English: /credits/buy (the payment-retry flow) and /credits/transactions (the ledger,
// and the owner's Transfer credits), a manager's store choice on both, and the credits badge in the sidebar.
import { expect, type Locator, type Page } from '@playwright/test';

export class CreditsPage {
  readonly badge: Locator;
  readonly pay: Locator;
  readonly cvv: Locator;
  readonly confirm: Locator;
  readonly tryAgain: Locator;
  readonly declined: Locator;
  readonly accepted: Locator;
  readonly addCard: Locator;

  constructor(readonly page: Page) {
    this.badge = page.getByTestId('credits-badge');
    this.pay = page.getByRole('button', { name: 'Pay', exact: true });
    this.cvv = page.getByLabel('CVV', { exact: true });
    this.confirm = page.getByRole('button', { name: 'Confirm and pay' });
    this.tryAgain = page.getByRole('button', { name: 'Try again' });
    this.declined = page.getByTestId('payment-declined');
    this.accepted = page.getByTestId('payment-accepted');
    this.addCard = page.getByRole('button', { name: 'Add card' });
  }

  /** The credits the badge shows. */
  async badgeCredits(): Promise<number> {
    const text = (await this.badge.textContent()) ?? '';
    return Number(/(-?\d+)/.exec(text)?.[1]);
  }

  /** Opens a page through the sidebar's Credits menu. */
  async openFromMenu(link: 'Buy more' | 'Transactions', url: RegExp): Promise<void> {
    const entry = this.page.getByRole('link', { name: link, exact: true });
    // The Credits entry stays open once opened: a second click would close it.
    if (!(await entry.isVisible())) await this.page.getByRole('button', { name: 'Credits', exact: true }).click();
    await entry.click();
    await expect(this.page).toHaveURL(url);
  }

  /** A branch manager's store, which the credits screens work for. */
  async chooseOwnStore(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Your store' }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.page.getByRole('combobox', { name: 'Your store' })).toHaveValue(name);
  }

  /** The ledger's table. */
  get ledger(): Locator {
    return this.page.getByRole('table', { name: 'Credit transactions' });
  }

  async chooseStore(name: string): Promise<void> {
    await this.page.getByRole('radio', { name: 'One store' }).check();
    await this.page.getByRole('combobox', { name: 'Store' }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  }

  /** Confirms the CVV and waits until the try is answered. */
  async confirmCvv(cvv: string): Promise<void> {
    await this.cvv.fill(cvv);
    await this.confirm.click();
  }
}
