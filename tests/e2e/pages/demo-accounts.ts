// The demo data's accounts, one of each kind, and signing in as one of them (through the API, pages/session.ts)
// up to a shell with its screen's heading. The lots administrator has two lots and lands on /lots with none
// active; the salesman works at Sucursal Centro.
import { expect, type Page } from '@playwright/test';
import { openSignedIn, providerOfScreen } from './session';
import { ShellPage } from './shell.page';

export const DEMO_PASSWORD = 'demo1234';
/** A lazily loaded screen (the statistics' charts are the largest) on a busy two-core CI machine. */
export const SCREEN_LOAD_MS = 15_000;
/**
 * The time limit of a test that opens `screens` screens one after another: a screen opens in 2 to 5 s on an idle
 * machine, but a fixed 120 s was passed on CI's two busy cores by a menu of 16 (the lots administrator's, with
 * axe over each), so the limit grows with the menu.
 */
export const timeForScreens = (screens: number): number => 60_000 + screens * SCREEN_LOAD_MS;

export type DemoAccount = { who: string; path: string; user: string };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { who: 'the platform admin', path: '/login/nexo', user: 'admin@nexo.demo' },
  { who: 'a lots administrator', path: '/login', user: 'parking@nexo.demo' },
  { who: 'the operator', path: '/login/operator', user: 'PF_OPERADOR' },
  { who: 'a shop owner', path: '/login/shopping', user: 'shop@nexo.demo' },
  { who: 'a shop manager', path: '/login/shopping', user: 'manager@nexo.demo' },
  { who: 'a salesman', path: '/login/salesman', user: 'TNDA_VENDEDOR' },
];

export const LOTS_ADMIN = DEMO_ACCOUNTS[1];

/** Signed in as `account` through the API (its sign-in screen is shell-sign-in.spec.ts's), on its landing route. */
export async function signInAs(page: Page, account: DemoAccount): Promise<ShellPage> {
  const shell = new ShellPage(page);
  await openSignedIn(page, { provider: providerOfScreen(account.path), user: account.user, password: DEMO_PASSWORD });
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.heading).toBeVisible({ timeout: SCREEN_LOAD_MS });
  return shell;
}

/** Every screen the sidebar links to (nested groups too) with the label it shows. */
export async function menuScreens(shell: ShellPage): Promise<{ href: string; label: string }[]> {
  await expect(shell.sidebar.locator('a[href^="/"]').first()).toBeAttached();
  const links = await shell.sidebar.locator('a[href^="/"]').evaluateAll((as) =>
    as.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.querySelector('.mantine-NavLink-label')?.textContent?.trim() ?? '' })),
  );
  return [...new Map(links.map((l) => [l.href, l])).values()];
}
