// The command palette (issue 21 item 2) in a real browser: it works by keyboard alone (Ctrl+K, type, arrows,
// Enter); it makes another lot active; and it finds a pension by plate and a visit by plate and ticket number in
// the active lot, opening each in its screen. That each demo account reaches every screen of its menu from the
// palette by keyboard is checked by the walk of accessibility.spec.ts, which opens each screen that way.
import { expect, test } from './fixtures';
import { LOTS_ADMIN, signInAs } from './pages/demo-accounts';
import { GateDevice } from './pages/operator.page';
import { PalettePage } from './pages/palette.page';

test.use({ locale: 'en-US' });

test('the palette is driven by keyboard alone and opens from the header too', async ({ page }) => {
  const shell = await signInAs(page, LOTS_ADMIN);
  const palette = new PalettePage(page);
  await palette.chooseLot('Fundadores Norte');
  await palette.headerButton.click();
  await expect(palette.search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette.dialog).toBeHidden();

  await palette.openByKeyboard();
  await page.keyboard.type('Edit rates');
  await expect(palette.screen('/rates/edit')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rates\/edit$/);
  await expect(shell.heading).toHaveText(/Rates|rates/);

  await palette.openByKeyboard();
  await page.keyboard.type('transactions');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(palette.screen('/transactions')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transactions$/);
});

test('the palette makes another lot active', async ({ page }) => {
  const shell = await signInAs(page, LOTS_ADMIN);
  const palette = new PalettePage(page);
  await expect(shell.placeName).toBeHidden();
  await palette.chooseLot('Fundadores Sur');
  await expect(shell.placeName).toHaveText('Fundadores Sur');
  await palette.chooseLot('Fundadores Norte');
  await expect(shell.placeName).toHaveText('Fundadores Norte');
});

test('the palette finds a pension by plate and a visit by plate and ticket in the active lot', async ({ page, request }) => {
  const shell = await signInAs(page, LOTS_ADMIN);
  const palette = new PalettePage(page);
  await palette.chooseLot('Fundadores Norte');
  await expect(shell.placeName).toHaveText('Fundadores Norte');

  await palette.openByKeyboard();
  await palette.type('nxp1001');
  await palette.group('Pensions').getByRole('button', { name: /Lucía Garza/ }).click();
  await expect(page).toHaveURL(/\/pensions\?q=Luc/);
  await expect(page.getByRole('main').getByRole('cell', { name: 'lucia.garza1@example.mx' })).toBeVisible();

  const plate = `PAL${Date.now() % 100_000}`;
  const entry = await new GateDevice(request, 1, 'demo-lot-1-key').event(1, { event_id: `e2e-palette-${plate}`, direction: 'in', plate, phone: '8119990001' });
  expect(entry.ok()).toBe(true);
  await palette.openByKeyboard();
  await palette.type(plate.toLowerCase());
  const visit = palette.group('Open visits').getByRole('button', { name: new RegExp(plate) });
  await expect(visit).toBeVisible();
  const ticket = (await visit.innerText()).match(/Ticket (\d+)/)?.[1];
  expect(ticket).toBeTruthy();

  await palette.type(String(ticket).padStart(6, '0'));
  await palette.group('Open visits').getByRole('button', { name: new RegExp(plate) }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?day=\\d{4}-\\d{2}-\\d{2}&plate=${plate}`));
  await expect(page.getByRole('main').getByRole('cell', { name: plate })).toBeVisible();
});
