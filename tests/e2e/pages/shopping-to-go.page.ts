// The salesman's workspace /shopping-to-go: the modules' tabs, a module's requests, the selected one's detail, the
// offer form and its confirmation, the chat, the credits badge; and a customer of the customer API (its own token).
import type { APIRequestContext, Locator, Page } from '@playwright/test';

export class ShoppingToGoPage {
  readonly badge: Locator;
  readonly detail: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.badge = page.getByRole('main').getByTestId('credits-badge');
    this.detail = page.getByLabel('The selected request');
    this.dialog = page.getByRole('dialog');
  }

  tab(name: 'Pending' | 'In progress / chat' | "I'm here" | 'Sales'): Locator {
    return this.page.getByRole('tab', { name });
  }

  request(customer: string, text: string): Locator {
    return this.page.getByRole('button', { name: `${customer}: ${text}` });
  }

  async credits(): Promise<number> {
    return Number((await this.badge.textContent())?.match(/-?\d+/)?.[0]);
  }

  /** Fills the offer form and presses Send: the confirmation follows. */
  async writeOffer(offer: { product: string; price: string; discount: string }): Promise<void> {
    await this.dialog.getByLabel('Product').fill(offer.product);
    await this.dialog.getByLabel('Price (pesos)').fill(offer.price);
    await this.dialog.getByLabel('Discount (%)').fill(offer.discount);
    await this.dialog.getByRole('button', { name: 'Send', exact: true }).click();
  }
}

/** A new customer of the customer API, speaking for the mobile app. */
export class Customer {
  private token = '';

  constructor(readonly api: APIRequestContext) {}

  private async call<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
    const res = await this.api.fetch(`/api/customer${path}`, { method, data, headers: { 'X-Locale': 'en', ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) } });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async register(name: string, email: string): Promise<void> {
    ({ token: this.token } = await this.call<{ token: string }>('POST', '/register', { name, email, password: 'demo12345', locale: 'en' }));
  }

  async categoryId(name: string): Promise<number> {
    const { data } = await this.call<{ data: { id: number; name: string }[] }>('GET', '/categories');
    const found = data.find((c) => c.name === name);
    if (!found) throw new Error(`No category ${name}`);
    return found.id;
  }

  ask = (body: { text: string; plaza_id: number; category_id: number }) => this.call<{ data: { id: number } }>('POST', '/requests', body);
  request = (id: number) => this.call<{ data: { offers: { id: number; total_cents: number }[] } }>('GET', `/requests/${id}`);
  accept = (id: number, offerId: number) => this.call('POST', `/requests/${id}/offers/${offerId}/accept`);
  say = (id: number, branchId: number, message: string) => this.call('POST', `/requests/${id}/branches/${branchId}/messages`, { message, client_id: `e2e-${Date.now()}` });
  here = (id: number) => this.call('POST', `/requests/${id}/here`);
}
