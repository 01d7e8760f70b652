// The operator's cashier shift screen, /shift (issue 21 item 5), by role and label, in English: open a shift with a
// float at an exit gate (or keep the one already open), read its running totals, close it with the cash and card
// counted, and read the count by payment kind. Every spec that checks a car out opens the shift here first.
import { expect, type Locator, type Page } from '@playwright/test';

export type CountKind = 'cash' | 'card' | 'total';

export class ShiftPage {
  readonly heading: Locator;
  readonly openForm: Locator;
  readonly gate: Locator;
  readonly float: Locator;
  readonly openButton: Locator;
  readonly current: Locator;
  readonly refreshButton: Locator;
  readonly closeForm: Locator;
  readonly countedCash: Locator;
  readonly countedCard: Locator;
  readonly note: Locator;
  readonly closeButton: Locator;
  readonly confirm: Locator;
  readonly closed: Locator;
  readonly count: Locator;
  readonly newShiftButton: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.openForm = main.getByRole('form', { name: 'Open a shift' });
    this.gate = this.openForm.getByRole('combobox', { name: /^Till \(exit gate\)/ });
    this.float = this.openForm.getByRole('textbox', { name: /^Cash float/ });
    this.openButton = this.openForm.getByRole('button', { name: 'Open shift' });
    this.current = main.getByRole('region', { name: /^Your shift/ });
    this.refreshButton = this.current.getByRole('button', { name: 'Refresh' });
    this.closeForm = main.getByRole('form', { name: 'Close the shift' });
    this.countedCash = this.closeForm.getByRole('textbox', { name: /^Cash counted/ });
    this.countedCard = this.closeForm.getByRole('textbox', { name: /^Card counted/ });
    this.note = this.closeForm.getByRole('textbox', { name: /^Note/ });
    this.closeButton = this.closeForm.getByRole('button', { name: 'Close shift' });
    this.confirm = page.getByRole('dialog', { name: 'Close your shift?' });
    this.closed = main.getByRole('region', { name: 'Shift closed' });
    this.count = this.closed.getByRole('table', { name: 'Difference' });
    this.newShiftButton = this.closed.getByRole('button', { name: 'Open another shift' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/shift');
    await expect(this.heading).toHaveText('My shift');
    await expect(this.openForm.or(this.current)).toBeVisible();
  }

  /** Opens a shift at the gate with a float in pesos; an open shift of the operator is kept as it is (the specs
   *  running beside this one share PF_OPERADOR). */
  async openShift(gateName: string, floatPesos: number): Promise<void> {
    await this.goto();
    if (await this.current.isVisible()) return;
    await this.fillOpening(gateName, floatPesos);
    await this.openButton.click();
    await expect(this.current).toBeVisible();
  }

  async fillOpening(gateName: string, floatPesos: number): Promise<void> {
    await this.gate.click();
    await this.page.getByRole('option', { name: gateName, exact: true }).click();
    await this.float.fill(String(floatPesos));
  }

  /** One of the running totals of the open shift: 'shift-float', 'shift-checkouts', 'shift-cash', 'shift-card',
   *  'shift-expected-cash', 'shift-expected-card'. */
  total(testId: string): Locator {
    return this.current.getByTestId(testId);
  }

  /** Counts the cash and card in pesos, closes the shift and confirms; the count by payment kind shows. */
  async closeShift(cashPesos: number, cardPesos: number, note = ''): Promise<void> {
    await this.countedCash.fill(String(cashPesos));
    await this.countedCard.fill(String(cardPesos));
    if (note !== '') await this.note.fill(note);
    await this.closeButton.click();
    await expect(this.confirm).toBeVisible();
    await this.confirm.getByRole('button', { name: 'Yes, close it' }).click();
    await expect(this.closed).toBeVisible();
  }

  /** The count's row of a payment kind (or the total): kind, expected, counted, difference. */
  countRow(kind: CountKind): Locator {
    return this.closed.getByTestId(`count-${kind}`);
  }
}
