// The new-version snackbar (spec 1 §2.2): the version-watch chart announces, the user chooses to reload.
import { useActorRef } from '@xstate/react';
import { t } from '../../i18n/i18n';
import { versionWatchMachine } from '../../machines/version-watch/version-watch.machine';
import { showActionNotice } from '../components/notices';
import { actorOptions } from '../inspector';

const logic = versionWatchMachine.provide({
  actions: {
    announceNewVersion: ({ self }) => {
      showActionNotice('new-version', t('version.available'), t('version.reload'), () => self.send({ type: 'version.reload' }));
    },
    reload: () => window.location.reload(),
  },
});

export function VersionNotice() {
  useActorRef(logic, actorOptions());
  return null;
}
