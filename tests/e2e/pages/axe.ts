// The accessibility check of issue 21 item 2: axe-core over the page as it is now, against WCAG 2.0/2.1 A and AA,
// failing on any serious or critical violation with the rule, its impact, its help text and the elements'
// selectors. Run it once the screen's content has loaded (waitForScreen).
//
// axe-core is run here directly rather than through @axe-core/playwright: its AxeBuilder evaluated axe's 580 KB
// source twice for every analysis and sent back every passed and inapplicable rule with its elements' HTML. Here
// the source goes into each frame once (a screen opened from the palette keeps its window) and only the
// violations come back: the lots administrator's walk, 16 analyses, 14.2 s -> 3.4 s.
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { SCREEN_LOAD_MS } from './demo-accounts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** How many of a rule's elements the message lists. */
const SHOWN_NODES = 5;

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary: string }[] };
/** Which rules (by WCAG tag or by id, all of axe's when neither) over which part of the page (a CSS selector). */
export type AxeScope = { tags?: string[]; rules?: string[]; include?: string };

/** Puts axe into every frame of the page that does not have it yet: axe in the top frame asks the others for
 *  their part, whatever their origin, as @axe-core/playwright's frame-by-frame ('legacy') mode did. */
async function inject(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(`window.axe?.version === ${JSON.stringify(axe.version)}`);
    if (!present) await frame.evaluate(`${axe.source}; axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`);
  }
}

export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  await inject(page);
  const runOnly = scope.tags ? { type: 'tag', values: scope.tags } : scope.rules ? { type: 'rule', values: scope.rules } : undefined;
  return page.evaluate(
    async ({ include, runOnly }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const options = { ...(runOnly ? { runOnly: runOnly as axe.RunOnly } : {}), resultTypes: ['violations' as const] };
      const { violations } = await inPage.run(include ?? document, options);
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary ?? '' })),
      }));
    },
    { include: scope.include, runOnly },
  );
}

/** The serious and critical violations, each as its rule and its first elements. */
export const blocking = (violations: AxeViolation[]): AxeViolation[] => violations.filter((v) => v.impact !== null && BLOCKING.has(v.impact));

export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const found = blocking(await axeViolations(page, { tags: TAGS }));
  const report = found.map((v) => {
    const nodes = v.nodes.slice(0, SHOWN_NODES).map((n) => `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`);
    const more = v.nodes.length > SHOWN_NODES ? [`    … and ${v.nodes.length - SHOWN_NODES} more`] : [];
    return [`  ${v.id} (${v.impact}): ${v.help}`, ...nodes, ...more].join('\n');
  });
  expect(found.length, `${label} (${page.url()}) has serious or critical accessibility violations:\n${report.join('\n')}`).toBe(0);
}

/** Waits for a signed-in screen's content: its heading shown and no loader or skeleton left in the main area. */
export async function waitForScreen(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SCREEN_LOAD_MS });
  await expect(main.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0, { timeout: SCREEN_LOAD_MS });
}
