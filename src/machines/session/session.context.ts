// The session actor for React: the app provides the logic (with navigation and notices filled in) and input.
import { createActorContext } from '@xstate/react';
import { sessionMachine } from './session.machine';

export const SessionContext = createActorContext(sessionMachine);
