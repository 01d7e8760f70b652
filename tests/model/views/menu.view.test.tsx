// The sidebar menu (src/ui/shell/sidebar/sidebar-menu.tsx) along the shortest path to every state of its chart,
// its loader running against a mocked menus service: placeholders, the entries, the failure with Retry.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { menuMachine } from '../../../src/machines/menu/menu.machine';
import { SidebarMenu } from '../../../src/ui/shell/sidebar/sidebar-menu';
import { storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { menuOracle } from '../oracles/menu.oracle';

const api = vi.hoisted(() => ({ fetchMenu: vi.fn() }));
vi.mock('../../../src/services/menu.api', () => api);
vi.mock('../../../src/machines/menu/menu.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ menuMachine: typeof menuMachine }>();
  return { ...chart, menuMachine: probed(chart.menuMachine, ['fetchMenu']) };
});

setLocale('en');
const menuCall = settleable();
beforeEach(() => {
  menuCall.reset();
  api.fetchMenu.mockImplementation(menuCall.impl);
});

describeViewPaths<typeof menuMachine>(menuOracle, {
  render: () => renderWithSession(<SidebarMenu module="parking" />, { stored: storedSession({ activeLotId: 1 }) }),
  drive: {
    'xstate.done.actor.fetchMenu': async (e) => (await menuCall.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.fetchMenu': async (e) => (await menuCall.reject((e as Failure).error), true),
    'menu.retry': () => (fireEvent.click(screen.getByRole('button', { name: 'Retry' })), true),
  },
  sees: {
    loading: (c) => {
      expect(screen.getByLabelText('Loading the menu')).toHaveAttribute('aria-busy', 'true');
      expect(api.fetchMenu).toHaveBeenLastCalledWith(c.module);
    },
    loaded: () => expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument(),
    failed: (c) => {
      expect(screen.getByText('The menu could not be loaded')).toBeInTheDocument();
      expect(screen.getByText(c.error as string)).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
    },
  },
});
