// The checkout actor for React: the search-client screen provides the logic (toasts and the session's end
// filled in) and the input; the search, the status and the card subscribe to it.
import { createActorContext } from '@xstate/react';
import { checkoutMachine } from './checkout.machine';

export const CheckoutActorContext = createActorContext(checkoutMachine);
