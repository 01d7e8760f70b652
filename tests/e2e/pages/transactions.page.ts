// The transactions screen (/transactions) and the pension entrances screen (/pensions/entrances): filters,
// the table with its totals row and page buttons, and the Excel export.
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { pickDate } from './date-picker';

export class TransactionsPage {
  readonly table: Locator;
  readonly total: Locator;
  readonly exportButton: Locator;
  readonly gate: Locator;
  readonly search: Locator;
  readonly pages: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /^(Transactions|Transacciones|Pension Entrances|Entradas de pensiones)$/ });
    this.total = page.getByTestId('transactions-total');
    this.exportButton = page.getByRole('button', { name: /Export to Excel|Exportar a Excel|Exporting|Exportando/ });
    this.gate = page.getByRole('combobox', { name: /^(Entry gate|Acceso de entrada)$/ });
    this.search = page.getByLabel(/^(Search plate|Buscar placa)/);
    this.pages = page.getByRole('navigation', { name: /^(Pages|Páginas)$/ });
  }

  pageButton(n: number): Locator {
    return this.pages.getByRole('button', { name: new RegExp(`^(Page|Página) ${n}$`) });
  }

  async goto(path = '/transactions'): Promise<void> {
    await this.page.goto(path);
    await expect(this.exportButton).toBeVisible();
  }

  /** Picks yyyy-MM-dd in the entry date picker. */
  async setEntryDate(day: string): Promise<void> {
    await pickDate(this.page, this.page.getByRole('button', { name: /^(Entry date|Fecha de entrada)$/ }), day);
  }

  async chooseGate(name: string): Promise<void> {
    await this.gate.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  row(plate: string): Locator {
    return this.table.getByRole('row').filter({ hasText: plate });
  }

  async exportReport(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    return download;
  }
}
