// The console's date and time pickers (src/ui/components/date-fields.tsx) driven as a user does, in English:
// open the field, climb to the decade, choose the year, the month and the day; a date and time then takes its
// hours and minutes and Done; a time field takes its hours and minutes. Used by every page object with one.
import { expect, type Locator, type Page } from '@playwright/test';

const monthName = (year: number, month: number, style: 'short' | 'long'): string =>
  new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-US', { month: style, timeZone: 'UTC' });

async function chooseDay(dropdown: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number);
  const dayButton = dropdown.getByRole('button', { name: `${date} ${monthName(year, month, 'long')} ${year}`, exact: true });
  if ((await dayButton.count()) === 0) {
    // The header's middle button climbs a level: month -> year -> decade.
    const level = dropdown.getByRole('button').nth(1);
    await expect(level).toHaveText(/^\S+ \d{4}$/);
    await level.click();
    await expect(level).toHaveText(/^\d{4}$/);
    await level.click();
    const yearButton = dropdown.getByRole('button', { name: String(year), exact: true });
    for (let i = 0; i < 10 && (await yearButton.count()) === 0; i++) {
      const decadeStart = Number(/\d{4}/.exec((await level.textContent()) ?? '')?.[0]);
      await dropdown.getByRole('button', { name: year < decadeStart ? 'Previous decade' : 'Next decade' }).click();
    }
    await yearButton.click();
    await dropdown.getByRole('button', { name: monthName(year, month, 'short'), exact: true }).click();
  }
  await dayButton.click();
}

/** The picker's dropdown: the last dialog opened, above a modal the field may sit in (the special-rate wizard). */
const openDropdown = (page: Page): Locator => page.getByRole('dialog').last();

/** Picks 'yyyy-MM-dd' in the date field `field` (a button named by its label). */
export async function pickDate(page: Page, field: Locator, day: string): Promise<void> {
  await field.click();
  await chooseDay(openDropdown(page), day);
}

/** Picks 'yyyy-MM-dd HH:mm' in the date-and-time field `field`. */
export async function pickDateTime(page: Page, field: Locator, value: string): Promise<void> {
  const [day, time] = value.split(' ');
  const [hours, minutes] = time.split(':');
  await field.click();
  const dropdown = openDropdown(page);
  await chooseDay(dropdown, day);
  await dropdown.getByRole('spinbutton', { name: 'Hours' }).fill(hours);
  await dropdown.getByRole('spinbutton', { name: 'Minutes' }).fill(minutes);
  await dropdown.getByRole('button', { name: 'Done' }).click();
  await expect(dropdown).toBeHidden();
}

/** Types 'HH:mm' into the time field labelled `label` inside `container`. */
export async function fillTime(container: Locator, label: string, value: string): Promise<void> {
  const [hours, minutes] = value.split(':');
  await container.getByRole('spinbutton', { name: `${label}: Hours` }).fill(hours);
  await container.getByRole('spinbutton', { name: `${label}: Minutes` }).fill(minutes);
}
