// The sandbox's test cards (docs/payments.md): deterministic like a real sandbox's. Any expiry in the future and
// any CVV; every other valid Visa or Mastercard number approves like the first two.

export type Behaviour = 'approve' | 'decline' | 'insufficient_funds' | 'timeout' | 'decline_twice';

export const TEST_CARDS: readonly { number: string; brand: 'visa' | 'mastercard'; behaviour: Behaviour; what: string }[] = [
  { number: '4242 4242 4242 4242', brand: 'visa', behaviour: 'approve', what: 'always approved' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', behaviour: 'approve', what: 'always approved' },
  { number: '4000 0000 0000 0002', brand: 'visa', behaviour: 'decline', what: 'always declined (card_declined)' },
  { number: '4000 0000 0000 9995', brand: 'visa', behaviour: 'insufficient_funds', what: 'declined for insufficient funds (insufficient_funds)' },
  {
    number: '4000 0000 0000 0077',
    brand: 'visa',
    behaviour: 'timeout',
    what: 'the charge answers only after GATEWAY_SLOW_MS (later than the caller gives up) and stays pending until a status query, which settles it as approved',
  },
  { number: '4000 0000 0000 0036', brand: 'visa', behaviour: 'decline_twice', what: "declined (card_declined) on the token's first two charges, approved from the third" },
];

export function behaviourOf(digits: string): Behaviour {
  return TEST_CARDS.find((card) => card.number.replace(/ /g, '') === digits)?.behaviour ?? 'approve';
}
