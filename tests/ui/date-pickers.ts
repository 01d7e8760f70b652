// Picking dates as a user does in the console's pickers (src/ui/components/date-fields.tsx): open the field,
// climb to the decade, choose the year, the month and the day (their names in the console's language); for a
// date and time, then type the hours and minutes and press Done.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { getLocale, t } from '../../src/i18n/i18n';

function dropdownOf(field: HTMLElement): HTMLElement {
  const dropdown = document.getElementById(field.getAttribute('aria-controls') ?? '');
  if (!dropdown) throw new Error(`the picker ${field.textContent ?? ''} did not open`);
  return dropdown;
}

async function chooseDay(user: UserEvent, dropdown: HTMLElement, day: string): Promise<void> {
  const date = dayjs(day).locale(getLocale());
  const dayName = date.format('D MMMM YYYY');
  if (!within(dropdown).queryByRole('button', { name: dayName })) {
    // The header's middle button climbs a level: month -> year -> decade.
    const level = () => within(dropdown).getAllByRole('button')[1];
    await user.click(level());
    await user.click(level());
    // The decade shown is the current one: step to the year's.
    for (let i = 0; i < 10 && !within(dropdown).queryByRole('button', { name: date.format('YYYY') }); i++) {
      const decadeStart = Number(/\d{4}/.exec(level().textContent ?? '')?.[0]);
      await user.click(within(dropdown).getByRole('button', { name: t(date.year() < decadeStart ? 'dates.previousDecade' : 'dates.nextDecade') }));
    }
    await user.click(within(dropdown).getByRole('button', { name: date.format('YYYY') }));
    await user.click(within(dropdown).getByRole('button', { name: date.format('MMM') }));
  }
  await user.click(within(dropdown).getByRole('button', { name: dayName }));
}

/** Picks 'yyyy-MM-dd' in a date field. */
export async function pickDate(user: UserEvent, field: HTMLElement, day: string): Promise<void> {
  await user.click(field);
  await chooseDay(user, dropdownOf(field), day);
}

/** Picks 'yyyy-MM-dd HH:mm' in a date-and-time field. */
export async function pickDateTime(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  const [day, time] = value.split(' ');
  await user.click(field);
  const dropdown = dropdownOf(field);
  await chooseDay(user, dropdown, day);
  const [hours, minutes] = time.split(':');
  for (const [name, text] of [[t('dates.hours'), hours], [t('dates.minutes'), minutes]]) {
    const input = within(dropdown).getByRole('spinbutton', { name });
    await user.clear(input);
    await user.type(input, text);
  }
  await user.click(within(dropdown).getByRole('button', { name: t('dates.done') }));
}

const timeInputs = (container: HTMLElement, label: string) => ({
  hours: within(container).getByRole('spinbutton', { name: `${label}: ${t('dates.hours')}` }) as HTMLInputElement,
  minutes: within(container).getByRole('spinbutton', { name: `${label}: ${t('dates.minutes')}` }) as HTMLInputElement,
});

/** What the time field labelled `label` shows, 'HH:mm'. */
export function timeShown(container: HTMLElement, label: string): string {
  const { hours, minutes } = timeInputs(container, label);
  return `${hours.value}:${minutes.value}`;
}

/** Types 'HH:mm' into the time field labelled `label`. */
export async function typeTime(user: UserEvent, container: HTMLElement, label: string, value: string): Promise<void> {
  const { hours, minutes } = timeInputs(container, label);
  const [h, m] = value.split(':');
  await user.clear(hours);
  await user.type(hours, h);
  await user.clear(minutes);
  await user.type(minutes, m);
}
