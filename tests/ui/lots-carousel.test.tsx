// The lot carousel (spec 2 "Lot selection", §9): fewer than 5 lots all show without paging; from 5 on, 4 per
// view on wide screens and 1 on narrow ones, with arrows, the arrow keys and a dot per page; Enter Place makes
// the lot active through the session and, on /lots, goes on.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { firstShown, lotsLayout } from '../../src/ui/parking/lots/lots-layout';
import LotsScreen from '../../src/ui/parking/lots/lots-screen';
import { lot, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');

const lots = (n: number) => Array.from({ length: n }, (_, i) => lot(i + 1, `Lot ${i + 1}`));
const shownNames = () => screen.queryAllByRole('article').filter((a) => !a.closest('[aria-hidden="true"]')).map((a) => a.getAttribute('aria-label'));

describe('lots layout', () => {
  it('shows fewer than 5 lots without paging; 4 per view on wide screens and 1 on narrow ones from 5 on', () => {
    expect(lotsLayout(2, true)).toEqual({ paged: false, perView: 2, columns: 2, pages: 1 });
    expect(lotsLayout(4, false)).toEqual({ paged: false, perView: 4, columns: 1, pages: 1 });
    expect(lotsLayout(6, true)).toEqual({ paged: true, perView: 4, columns: 4, pages: 2 });
    expect(lotsLayout(6, false)).toEqual({ paged: true, perView: 1, columns: 1, pages: 6 });
    // The last page is filled from the end.
    expect(firstShown(1, lotsLayout(6, true), 6)).toBe(2);
    expect(firstShown(9, lotsLayout(6, false), 6)).toBe(5);
  });
});

describe('lots screen', () => {
  it('shows every lot with its plaza and an Enter Place button when there are fewer than 5', () => {
    renderWithSession(<LotsScreen />, { path: '/lots', stored: storedSession({ lots: lots(2) }) });
    expect(shownNames()).toEqual(['Lot 1', 'Lot 2']);
    expect(within(screen.getByRole('article', { name: 'Lot 1' })).getByText('Plaza Norte')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next lots' })).not.toBeInTheDocument();
  });

  it('in Spanish, the carousel and its controls have no English word', async () => {
    await inSpanish(() => {
      renderWithSession(<LotsScreen />, { path: '/lots', stored: storedSession({ lots: lots(6) }) });
      expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
      expect(englishIn(document.body, ['Lot'])).toEqual([]);
    });
  });

  it('pages through 6 lots one at a time on a narrow screen by arrows, keys and dots', async () => {
    const user = userEvent.setup();
    renderWithSession(<LotsScreen />, { path: '/lots', stored: storedSession({ lots: lots(6) }) });
    const carousel = screen.getByRole('region', { name: 'Your parking lots' });
    expect(shownNames()).toEqual(['Lot 1']);
    expect(screen.getByRole('button', { name: 'Previous lots' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next lots' }));
    expect(shownNames()).toEqual(['Lot 2']);
    carousel.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownNames()).toEqual(['Lot 4']);
    await user.keyboard('{ArrowLeft}');
    expect(shownNames()).toEqual(['Lot 3']);
    const dots = within(screen.getByRole('group', { name: 'Pages' })).getAllByRole('button');
    expect(dots).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Go to page 6 of 6' }));
    expect(shownNames()).toEqual(['Lot 6']);
    expect(screen.getByRole('button', { name: 'Go to page 6 of 6' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next lots' })).toBeDisabled();
  });

  it('Enter Place makes the lot active through the session and leaves /lots', async () => {
    const user = userEvent.setup();
    const leave = vi.fn();
    const logic = sessionMachine.provide({ actions: { leaveLotsPage: leave } });
    renderWithSession(<LotsScreen />, { path: '/lots', stored: storedSession({ lots: lots(2) }), logic });
    await user.click(within(screen.getByRole('article', { name: 'Lot 2' })).getByRole('button', { name: 'Enter Place' }));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('article', { name: 'Lot 2' })).getByText('Active')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('nexo.session') ?? '{}').activeLotId).toBe(2);
  });
});
