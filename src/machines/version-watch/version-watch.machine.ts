// Notices a new deployment (spec 1 §2.2 snackbar): GET config's `version` is polled against the one
// the running bundle started with.
import { assign, fromPromise, setup } from 'xstate';
import { fetchConfig } from '../../services/context.api';

export type VersionWatchContext = { baseline: string | null };
export type VersionWatchEvent = { type: 'version.reload' };

export const VERSION_POLL_MS = 60_000;

export const versionWatchMachine = setup({
  types: { context: {} as VersionWatchContext, events: {} as VersionWatchEvent },
  actors: {
    fetchVersion: fromPromise<string>(async () => (await fetchConfig()).version),
  },
  actions: {
    announceNewVersion: () => {},
    reload: () => {},
  },
  delays: { pollInterval: VERSION_POLL_MS },
}).createMachine({
  id: 'versionWatch',
  description: 'Polls the deployed version and offers a reload when it differs from the starting one.',
  context: { baseline: null },
  initial: 'checking',
  states: {
    waiting: {
      description: 'Between two polls.',
      after: { pollInterval: { target: 'checking' } },
    },
    checking: {
      description: 'Reads the deployed version; the first answer becomes the baseline.',
      invoke: {
        id: 'fetchVersion',
        src: 'fetchVersion',
        onDone: [
          {
            guard: ({ context, event }) => context.baseline !== null && context.baseline !== event.output,
            target: 'outdated',
          },
          { target: 'waiting', actions: assign({ baseline: ({ context, event }) => context.baseline ?? event.output }) },
        ],
        onError: { target: 'waiting' },
      },
    },
    outdated: {
      description: 'A newer version is deployed: the snackbar offers a reload.',
      entry: 'announceNewVersion',
      on: { 'version.reload': { actions: 'reload' } },
    },
  },
});
