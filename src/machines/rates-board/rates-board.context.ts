// The rates board actor for React: the screen provides the logic (its notices filled in) and the lot.
import { createActorContext } from '@xstate/react';
import { ratesBoardMachine } from './rates-board.machine';

export const RatesBoardContext = createActorContext(ratesBoardMachine);
