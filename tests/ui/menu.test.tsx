// The sidebar menu (spec 1 §2.2, §6): permission filter, three levels, `view` entries disabled until a lot
// or shop is active.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/contracts/menu.struct';
import { setLocale } from '../../src/i18n/i18n';
import { MenuTree } from '../../src/ui/shell/sidebar/menu-tree';
import { visibleMenu } from '../../src/ui/shell/sidebar/menu-filter';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');

const entry = (translate: string, path: string | null, permission: string | null, view = false, children?: MenuItem[]): MenuItem =>
  children ? { translate, icon: 'list', path, view, permission, children } : { translate, icon: 'list', path, view, permission };

const MENU: MenuItem[] = [
  entry('menu.yourLots', '/lots', 'parking.dashboard'),
  entry('menu.dashboard', '/dashboard', 'parking.dashboard', true),
  entry('menu.rates', null, 'parking.dashboard', true, [
    entry('menu.ratesEdit', '/rates/edit', 'parking.dashboard', true),
    entry('menu.ratesSpecial', '/rates/special', 'parking.rates.add', true),
  ]),
  entry('menu.credits', null, null, false, [
    entry('menu.creditsBuy', null, null, false, [entry('menu.packages', '/admin/packages', null), entry('menu.giftsCredits', null, null, false, [entry('menu.news', '/news', null)])]),
  ]),
  entry('menu.searchClient', '/search', 'operators.search'),
];

describe('visibleMenu', () => {
  it('keeps entries the permissions allow and entries without permission', () => {
    const labels = visibleMenu(MENU, ['operators.search']).map((i) => i.translate);
    expect(labels).toEqual(['menu.credits', 'menu.searchClient']);
  });

  it('filters submenus and hides a parent left without children', () => {
    const [, , rates] = visibleMenu(MENU, ['parking.dashboard']);
    expect(rates.children?.map((c) => c.translate)).toEqual(['menu.ratesEdit']);
    expect(visibleMenu([entry('menu.rates', null, null, false, [entry('menu.ratesEdit', '/r', 'x')])], [])).toEqual([]);
  });

  it('shows no more than three levels', () => {
    const credits = visibleMenu(MENU, []).find((i) => i.translate === 'menu.credits');
    const third = credits?.children?.[0].children ?? [];
    expect(third.map((i) => i.translate)).toEqual(['menu.packages']);
  });
});

describe('MenuTree', () => {
  const items = visibleMenu(MENU, ['parking.dashboard', 'parking.rates.add', 'operators.search']);

  it('translates the entries and disables `view` entries until a place is active', () => {
    renderWithSession(<MenuTree items={items} hasActivePlace={false} />, { path: '/lots' });
    expect(screen.getByRole('link', { name: 'Your Lots' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Your Lots' })).toHaveAttribute('aria-current', 'page');
  });

  it('in Spanish, the entries and their submenus have no English word', async () => {
    const user = userEvent.setup({ delay: null });
    await inSpanish(async () => {
      renderWithSession(<MenuTree items={items} hasActivePlace />, { path: '/lots' });
      expect(screen.getByRole('link', { name: 'Tus estacionamientos' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Tarifas' }));
      expect(await screen.findByRole('link', { name: 'Editar tarifas' })).toBeInTheDocument();
      expect(englishIn()).toEqual([]);
    });
  });

  it('navigates with enabled entries and opens submenus', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithSession(<MenuTree items={items} hasActivePlace />, { path: '/lots' });
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(location.history.at(-1)).toBe('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Rates' }));
    await user.click(await screen.findByRole('link', { name: 'Special Rates' }));
    expect(location.history.at(-1)).toBe('/rates/special');
  });

  it('does not navigate with a disabled entry', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithSession(<MenuTree items={items} hasActivePlace={false} />, { path: '/lots' });
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(location.history.at(-1)).toBe('/lots');
  });
});
