// Visible focus (issue 21 item 2): Tab alone walks a representative screen (the lots administrator's "Your
// Lots": header, sidebar, lot picker, menu, footer and the screen's own buttons) and every element it reaches
// shows a focus ring (an outline), the main controls among them.
import { expect, test } from './fixtures';
import { LOTS_ADMIN, signInAs } from './pages/demo-accounts';

test.use({ locale: 'en-US' });

/** More than the screen's focusable elements: the walk stops once it is back at the first. */
const MAX_TABS = 60;

type Stop = { name: string; inMain: boolean; outline: string };

test('Tab reaches the main controls of a screen and each shows a visible focus ring', async ({ page }) => {
  await signInAs(page, LOTS_ADMIN);
  await expect(page.getByRole('main').getByRole('button', { name: 'Enter Place' }).first()).toBeVisible();

  const stops: Stop[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): Stop | null => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el === document.body) return null;
      const style = getComputedStyle(el);
      const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      const name = (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ') || el.tagName;
      return { name, inMain: el.closest('main') !== null, outline: visible ? `${style.outlineWidth} ${style.outlineStyle}` : 'none' };
    });
    if (!stop) continue;
    if (stops.length > 0 && stop.name === stops[0].name && !stop.inMain && stops.length > 5) break;
    stops.push(stop);
  }

  const names = stops.map((s) => s.name);
  expect(names.some((n) => n.startsWith('Search')), names.join(' | ')).toBe(true);
  expect(names, names.join(' | ')).toContain('Your Lots');
  expect(stops.filter((s) => s.inMain && s.name === 'Enter Place'), names.join(' | ')).toHaveLength(2);
  const unringed = stops.filter((s) => s.outline === 'none').map((s) => s.name);
  expect(unringed, 'focused without a visible outline').toEqual([]);
});
