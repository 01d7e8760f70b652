// The pension dashboard actor for React: the screen provides the input (the active lot); the tiles, the
// events list and the picture modal subscribe to it.
import { createActorContext } from '@xstate/react';
import { pensionDashboardMachine } from './pension-dashboard.machine';

export const PensionDashboardContext = createActorContext(pensionDashboardMachine);
