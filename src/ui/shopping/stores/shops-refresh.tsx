// Reads the shops again once (shopsRead) and hands them to the session: mounted with a new key after every change
// the server confirmed on a store. A failed read leaves the session's lists until the next sign-in. Renders nothing.
import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import { SessionContext } from '../../../machines/session/session.context';
import { shopsRead } from '../../../machines/session/shops-read.actor';

export function ShopsRefresh() {
  const session = SessionContext.useActorRef();
  const [snapshot] = useActor(shopsRead);
  const shops = snapshot.status === 'done' ? snapshot.output : null;
  useEffect(() => {
    if (shops) session.send({ type: 'session.shopsChanged', shops });
  }, [shops, session]);
  return null;
}
