// The payment methods page (/credits/cards) and its card editor, in English.
import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, openSignedIn } from './session';

export type NewCard = { nickname: string; holder: string; number: string; expiry: string; cvv: string };

export class CardsPage {
  readonly editor: Locator;
  readonly heading: Locator;
  readonly save: Locator;
  readonly remove: Locator;
  readonly add: Locator;
  readonly next: Locator;
  readonly previous: Locator;

  constructor(readonly page: Page) {
    this.editor = page.getByRole('region', { name: 'Payment methods' });
    this.heading = this.editor.getByRole('heading', { level: 2 });
    this.save = this.editor.getByRole('button', { name: 'Save' });
    this.remove = this.editor.getByRole('button', { name: 'Delete' });
    this.add = this.editor.getByRole('button', { name: 'Add card' });
    this.next = this.editor.getByRole('button', { name: 'Next' });
    this.previous = this.editor.getByRole('button', { name: 'Previous' });
  }

  field(label: string): Locator {
    return this.editor.getByLabel(label, { exact: false }).first();
  }

  /** The shop owner signed in (through the API), on the page reached from the sidebar's Credits. */
  async signInAndOpen(): Promise<void> {
    await openSignedIn(this.page, ACCOUNTS.shop);
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await this.page.getByRole('button', { name: 'Credits', exact: true }).click();
    await this.page.getByRole('link', { name: 'Payment methods' }).click();
    await expect(this.page).toHaveURL(/\/credits\/cards$/);
  }

  /** Types every field of a new card, with the billing address of the demo shop. */
  async fillNew(card: NewCard): Promise<void> {
    await this.field('Payment method name').fill(card.nickname);
    await this.field('Card holder').fill(card.holder);
    // Typed as digits: the field puts the spaces in.
    await this.field('Card number').pressSequentially(card.number.replaceAll(' ', ''));
    await expect(this.field('Card number')).toHaveValue(card.number);
    await this.field('Expiry').pressSequentially(card.expiry.replace('/', ''));
    await expect(this.field('Expiry')).toHaveValue(card.expiry);
    await this.field('CVV').fill(card.cvv);
    await this.field('First name').fill('Sofía');
    await this.field('Last name').fill('Tienda');
    await this.field('Address line 1').fill('Av. Juárez 200');
    await this.field('City').fill('Monterrey');
    await this.field('State').fill('Nuevo León');
    await this.field('Country').fill('México');
    await this.field('Postal code').fill('64000');
    await this.field('Registered email').fill('sofia@tienda.demo');
    await this.field('Registered phone').fill('8112345678');
  }
}
