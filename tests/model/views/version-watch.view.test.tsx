// The new-version snackbar (src/ui/shell/version-notice.tsx) along the shortest path to every state of the
// version-watch chart, its poll reading a mocked config service: nothing while the version is the first one
// read, the notice with Reload once another is deployed.
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { versionWatchMachine } from '../../../src/machines/version-watch/version-watch.machine';
import { VersionNotice } from '../../../src/ui/shell/version-notice';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { versionWatchOracle } from '../oracles/version-watch.oracle';

const api = vi.hoisted(() => ({ fetchConfig: vi.fn() }));
vi.mock('../../../src/services/context.api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchConfig: api.fetchConfig }));
vi.mock('../../../src/machines/version-watch/version-watch.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ versionWatchMachine: typeof versionWatchMachine }>();
  return { ...chart, versionWatchMachine: probed(chart.versionWatchMachine, ['fetchVersion']) };
});

setLocale('en');
const configCall = settleable();
beforeEach(() => {
  configCall.reset();
  notifications.clean();
  api.fetchConfig.mockImplementation(configCall.impl);
});
const noNotice = () => expect(screen.queryByText('A new version of Nexo is available.')).toBeNull();

describeViewPaths<typeof versionWatchMachine>(versionWatchOracle, {
  render: () => render(<VersionNotice />),
  drive: {
    'xstate.done.actor.fetchVersion': async (e) => (await configCall.resolve({ version: (e as Done<string>).output }), true),
    'xstate.error.actor.fetchVersion': async (e) => (await configCall.reject((e as Failure).error), true),
  },
  sees: {
    checking: () => {
      noNotice();
      expect(api.fetchConfig).toHaveBeenCalled();
    },
    waiting: noNotice,
    outdated: async () => {
      expect(await screen.findByText('A new version of Nexo is available.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    },
  },
});
