// The salesman's online actor for the signed-in layout (spec 1 §2.3, §4): one per salesman's session, given the
// session's active store as it changes. The sidebar link, its toggle modal and the store-selection dialog read it
// from here; anyone but a salesman gets null. Its toasts, sound and desktop notification are filled in here.
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { t as translate } from '../../../i18n/i18n';
import { SessionContext } from '../../../machines/session/session.context';
import { selectProvider, selectUserId } from '../../../machines/session/session.selectors';
import { salesmanOnlineMachine } from '../../../machines/salesman-online/salesman-online.machine';
import { showErrorNotice, showToast } from '../../components/notices';
import { playRequestSound, showDesktopNotification } from '../../components/request-alert';

export type SalesmanOnlineRef = ActorRefFrom<typeof salesmanOnlineMachine>;

const OnlineContext = createContext<SalesmanOnlineRef | null>(null);

/** The salesman's online actor; null for every other user. */
export const useSalesmanOnline = (): SalesmanOnlineRef | null => useContext(OnlineContext);

export const salesmanOnlineLogic = salesmanOnlineMachine.provide({
  actions: {
    warnNoBranch: () => void showErrorNotice(translate('online.noStore')),
    notice: (_, { message }) => void showToast({ message, color: 'teal' }),
    warnNotifications: (_, { permission }) => void showErrorNotice(translate(permission === 'unsupported' ? 'online.noSupport' : 'online.notAllowed')),
    ring: () => playRequestSound(),
    notify: () => showDesktopNotification(translate('online.newRequest'), translate('online.newRequestBody')),
  },
});

export function SalesmanOnlineProvider({ children }: { children: ReactNode }) {
  const provider = SessionContext.useSelector(selectProvider);
  const userId = SessionContext.useSelector(selectUserId);
  const token = SessionContext.useSelector((s) => s.context.auth?.token_notifications ?? null);
  if (provider !== 'salesman' || userId === null || token === null) return <>{children}</>;
  return (
    <OnlineActor key={userId} userId={userId} token={token}>
      {children}
    </OnlineActor>
  );
}

function OnlineActor({ userId, token, children }: { userId: number; token: string; children: ReactNode }) {
  const branchId = SessionContext.useSelector((s) => s.context.activeStoreId);
  const actor = useActorRef(salesmanOnlineLogic, { input: { userId, branchId, token } });
  useEffect(() => actor.send({ type: 'online.branch', branchId }), [actor, branchId]);
  return <OnlineContext.Provider value={actor}>{children}</OnlineContext.Provider>;
}
