// The card editor's form (spec 1 §5 step 4, §7): its values, the rules it breaks and the fields the gateway's
// card calls take. A new card has every field; a saved card shows its number, expiry and CVV masked and locked,
// and an edit sends the gateway CVV 000 (docs/payments.md). The gateway checks every rule again.
import { isEmail } from '../../contracts/rules';
import type { Brand, StoredCard } from '../../contracts/cards.struct';

export type CardValues = {
  nickname: string;
  card_holder: string;
  /** Four groups of four digits, spaced as typed (19 characters); a saved card's masked number. */
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
  nombre: string;
  apellidos: string;
  direccion1: string;
  direccion2: string;
  ciudad: string;
  estado: string;
  pais: string;
  codigoPostal: string;
  email: string;
  telefono: string;
};

/** A rule broken: the field and its code (src/domain/validation/messages.ts). */
export type Problems = Record<string, string>;

/** The masked number and CVV a saved card shows. */
export const maskedNumber = (lastDigits: string): string => `**** **** **** ${lastDigits}`;
export const MASKED_CVV = '***';

export const emptyCardValues = (): CardValues => ({
  nickname: '',
  card_holder: '',
  number: '',
  expiry: '',
  cvv: '',
  nombre: '',
  apellidos: '',
  direccion1: '',
  direccion2: '',
  ciudad: '',
  estado: '',
  pais: '',
  codigoPostal: '',
  email: '',
  telefono: '',
});

export const cardValuesOf = (card: StoredCard): CardValues => ({
  nickname: card.nickname,
  card_holder: card.card_holder,
  number: maskedNumber(card.last_digits),
  expiry: card.valid_date,
  cvv: MASKED_CVV,
  ...card.address,
});

/** What is typed in the number field, kept to 16 digits in groups of four: `4242 4242 4242 4242`. */
export const spacedNumber = (typed: string): string =>
  typed
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** What is typed in the expiry field as MM/YY, the slash put in after the month. */
export function typedExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Only digits, at most `max`: the CVV, the postal code and the phone. */
export const digitsOnly = (typed: string, max: number): string => typed.replace(/\D/g, '').slice(0, max);

/** The brand the number's first digits name (Visa: 4; Mastercard: 51–55, 2221–2720), or null. */
export function brandOfNumber(number: string): Brand | null {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether MM/YY is past on `today` (yyyy-MM-dd): a card is good through the last day of its month. */
const expiredBy = (expiry: string, today: string) => `20${expiry.slice(3)}-${expiry.slice(0, 2)}` < today.slice(0, 7);

/**
 * The rules the form breaks, one code a field (spec 1 §5 step 4). `isNew`: the number, expiry and CVV are
 * typed (a saved card's are locked). `today` (yyyy-MM-dd): a new card's expiry must not be past.
 */
export function cardProblems(values: CardValues, isNew: boolean, today: string): Problems {
  const problems: Problems = {};
  const length = (field: keyof CardValues, min: number, max: number, optional = false) => {
    const n = values[field].trim().length;
    if (n === 0) {
      if (!optional) problems[field] = 'required';
    } else if (n < min) problems[field] = `min|${min}`;
    else if (n > max) problems[field] = `max|${max}`;
  };
  length('nickname', 3, 50);
  length('card_holder', 4, 50);
  if (isNew) {
    const digits = values.number.replace(/ /g, '');
    if (values.number === '') problems.number = 'required';
    else if (!/^\d{4} \d{4} \d{4} \d{4}$/.test(values.number)) problems.number = 'cardNumber';
    else if (brandOfNumber(digits) === null) problems.number = 'cardBrand';
    else if (!luhnValid(digits)) problems.number = 'cardLuhn';
    if (values.expiry === '') problems.expiry = 'required';
    else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(values.expiry)) problems.expiry = 'cardExpiry';
    else if (expiredBy(values.expiry, today)) problems.expiry = 'cardExpired';
    if (values.cvv === '') problems.cvv = 'required';
    else if (!/^\d{3}$/.test(values.cvv)) problems.cvv = 'digits|3';
  }
  length('nombre', 0, 50, true);
  length('apellidos', 0, 50, true);
  length('direccion1', 4, 50);
  length('direccion2', 0, 50, true);
  length('ciudad', 4, 50);
  length('estado', 4, 50);
  length('pais', 4, 50);
  if (values.codigoPostal === '') problems.codigoPostal = 'required';
  else if (!/^\d{5,6}$/.test(values.codigoPostal)) problems.codigoPostal = 'digitsBetween|5|6';
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (!isEmail(email)) problems.email = 'email';
  else if (email.length < 5) problems.email = 'min|5';
  else if (email.length > 50) problems.email = 'max|50';
  if (values.telefono === '') problems.telefono = 'required';
  else if (!/^\d{10}$/.test(values.telefono)) problems.telefono = 'digits|10';
  return problems;
}

/** The spec's card fields for the gateway (spec 1 §7): a new card's whole form, or an edit's (CVV 000, the number
 *  as shown, masked). */
export function gatewayFields(values: CardValues, owner: { type_user: 'shop' | 'branch'; user_id: number }, token: string | null): Record<string, string> {
  const [mes = '', anio = ''] = values.expiry.split('/');
  return {
    type: 'tokenTarjeta',
    operacion: token === null ? 'A' : 'U',
    ...(token === null ? {} : { token }),
    type_user: owner.type_user,
    user_id: String(owner.user_id),
    brand_card: brandOfNumber(values.number) ?? '',
    tarjeta: values.number,
    mes,
    anio,
    digitos: token === null ? values.cvv : '000',
    nickname: values.nickname.trim(),
    titular: values.card_holder.trim(),
    nombre: values.nombre.trim(),
    apellidos: values.apellidos.trim(),
    direccion1: values.direccion1.trim(),
    direccion2: values.direccion2.trim(),
    ciudad: values.ciudad.trim(),
    estado: values.estado.trim(),
    pais: values.pais.trim(),
    email: values.email.trim(),
    telefono: values.telefono,
    codigoPostal: values.codigoPostal,
  };
}
