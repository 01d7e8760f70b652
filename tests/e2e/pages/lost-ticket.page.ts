// The lost ticket by role and label, in English (issue 21 items 4 and 6): the lot admin's fee on /rates/edit,
// the operator's "Lost ticket" on the checkout card, and the receipt shown after the checkout.
import { expect, type Locator, type Page } from '@playwright/test';

/** The "Lost ticket" section of /rates/edit. */
export class LostTicketFeeSection {
  readonly form: Locator;
  readonly fixed: Locator;
  readonly dayMax: Locator;
  readonly amount: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('main').getByRole('form', { name: 'Lost ticket' });
    this.fixed = this.form.getByText('Fixed amount', { exact: true });
    this.dayMax = this.form.getByText("The day's maximum", { exact: true });
    this.amount = this.form.getByRole('textbox', { name: /^Amount/ });
    this.save = this.form.getByRole('button', { name: 'Save fee' });
  }

  /** Sets a fixed fee of `pesos` ("250.00") and saves it. */
  async setFixed(pesos: string): Promise<void> {
    await this.fixed.click();
    await this.amount.fill(pesos);
    await this.save.click();
  }
}

/** The lost ticket on the operator's checkout card, and the receipt that follows the checkout. */
export class LostTicketCard {
  readonly apply: Locator;
  readonly reason: Locator;
  readonly badge: Locator;
  readonly found: Locator;

  constructor(
    readonly page: Page,
    readonly card: Locator,
  ) {
    this.apply = card.getByRole('button', { name: 'Lost ticket', exact: true });
    this.reason = card.getByRole('textbox', { name: /^Reason/ });
    this.badge = card.getByTestId('lost-ticket');
    this.found = card.getByRole('button', { name: 'Ticket found' });
  }

  /** Says why the ticket is missing and presses Enter, as at the counter. */
  async markLost(reason: string): Promise<void> {
    await this.apply.click();
    await expect(this.reason).toBeFocused();
    await this.reason.fill(reason);
    await this.reason.press('Enter');
  }

  receipt(visitId: number): Locator {
    return this.page.getByRole('main').getByRole('region', { name: `Receipt of ticket ${visitId}` });
  }
}
