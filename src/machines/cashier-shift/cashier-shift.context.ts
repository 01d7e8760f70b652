// The cashier-shift actor for React: the shift screen provides the logic (the toast filled in) and the input; the
// open form, the totals, the close form and the count subscribe to it.
import { createActorContext } from '@xstate/react';
import { cashierShiftMachine } from './cashier-shift.machine';

export const CashierShiftActorContext = createActorContext(cashierShiftMachine);
