// Keeps the credits badge live (issue 19; spec 1 §2.2): the credits-watch chart hears the channels of the stores
// whose credits the badge sums (the salesman's store; the owner's or manager's shop's stores) and hands what it
// reads again to the session, which the badge shows. Renders nothing.
import { useActorRef } from '@xstate/react';
import { liveCreditsWatch, type CreditsWatchKind } from '../../../machines/credits-watch/credits-watch.machine';
import { SessionContext } from '../../../machines/session/session.context';

type Props = { kind: CreditsWatchKind; storeIds: readonly number[] };

function Watch({ kind, storeIds }: Props) {
  const session = SessionContext.useActorRef();
  useActorRef(
    liveCreditsWatch(storeIds).provide({
      actions: {
        listsRead: (_, read) =>
          session.send(read.kind === 'shop' ? { type: 'session.shopsChanged', shops: read.shops } : { type: 'session.storesChanged', stores: read.stores }),
      },
    }),
    { input: { kind } },
  );
  return null;
}

/** A new watch whenever the stores change (another shop chosen, a store added). */
export function LiveCredits({ kind, storeIds }: Props) {
  return storeIds.length > 0 ? <Watch key={`${kind}:${storeIds.join(',')}`} kind={kind} storeIds={storeIds} /> : null;
}
