// The accessibility check of issue 21 item 2: axe-core over the page as it is now, against WCAG 2.0/2.1 A and AA,
// failing on any serious or critical violation with the rule, its impact, its help text and the elements'
// selectors. Run it once the screen's content has loaded (waitForScreen).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { SCREEN_LOAD_MS } from './demo-accounts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** How many of a rule's elements the message lists. */
const SHOWN_NODES = 5;

/**
 * axe over the page in its own frames ('legacy mode'): the default mode opens a blank page in the context for
 * each analysis to merge the frames' results, a page and a second copy of axe per screen checked. The console
 * has no frames of other origins, the one thing that mode is for.
 */
export const axeBuilder = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode();

export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const { violations } = await axeBuilder(page).withTags(TAGS).analyze();
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking.map((v) => {
    const nodes = v.nodes.slice(0, SHOWN_NODES).map((n) => `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`);
    const more = v.nodes.length > SHOWN_NODES ? [`    … and ${v.nodes.length - SHOWN_NODES} more`] : [];
    return [`  ${v.id} (${v.impact}): ${v.help}`, ...nodes, ...more].join('\n');
  });
  expect(blocking.length, `${label} (${page.url()}) has serious or critical accessibility violations:\n${report.join('\n')}`).toBe(0);
}

/** Waits for a signed-in screen's content: its heading shown and no loader or skeleton left in the main area. */
export async function waitForScreen(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SCREEN_LOAD_MS });
  await expect(main.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0, { timeout: SCREEN_LOAD_MS });
}
