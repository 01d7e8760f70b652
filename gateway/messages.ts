// The gateway's own words in the caller's language (X-Locale, else Accept-Language's first language it speaks,
// else Spanish, as the console's server does). It is another host: it shares no dictionary with our server.
// Spanish in the console's register (tú).

export type Locale = 'es' | 'en';

export function requestLocale(headers: Record<string, string | string[] | undefined>): Locale {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const explicit = first(headers['x-locale']).trim().slice(0, 2).toLowerCase();
  if (explicit === 'en' || explicit === 'es') return explicit;
  for (const part of first(headers['accept-language']).split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    const lang = tag.trim().slice(0, 2).toLowerCase();
    if (lang === 'en' || lang === 'es') return lang;
  }
  return 'es';
}

/** The card fields as the console's card editor names them (spec 1 §5 step 4). */
const FIELDS = {
  brand_card: { en: 'card brand', es: 'marca de la tarjeta' },
  type: { en: 'type', es: 'tipo' },
  type_user: { en: 'owner type', es: 'tipo de titular de la cuenta' },
  user_id: { en: 'owner', es: 'cuenta' },
  operacion: { en: 'operation', es: 'operación' },
  token: { en: 'card token', es: 'token de la tarjeta' },
  tarjeta: { en: 'card number', es: 'número de tarjeta' },
  nickname: { en: 'payment method name', es: 'nombre del método de pago' },
  mes: { en: 'expiry month', es: 'mes de vencimiento' },
  anio: { en: 'expiry year', es: 'año de vencimiento' },
  digitos: { en: 'CVV', es: 'CVV' },
  titular: { en: 'card holder', es: 'titular de la tarjeta' },
  nombre: { en: 'first name', es: 'nombre' },
  apellidos: { en: 'last name', es: 'apellidos' },
  direccion1: { en: 'address line 1', es: 'dirección, línea 1' },
  direccion2: { en: 'address line 2', es: 'dirección, línea 2' },
  ciudad: { en: 'city', es: 'ciudad' },
  estado: { en: 'state', es: 'estado' },
  pais: { en: 'country', es: 'país' },
  email: { en: 'registered e-mail', es: 'correo registrado' },
  telefono: { en: 'registered phone', es: 'teléfono registrado' },
  codigoPostal: { en: 'postal code', es: 'código postal' },
  _method: { en: 'method', es: 'método' },
} as const;

export type Field = keyof typeof FIELDS;

/** Rule codes of gateway/card-rules.ts: {field}, {min} and {max} are put in. */
const RULES = {
  required: { en: 'The {field} is required.', es: 'El campo {field} es obligatorio.' },
  between: { en: 'The {field} must have {min} to {max} characters.', es: 'El campo {field} debe tener de {min} a {max} caracteres.' },
  max: { en: 'The {field} must have at most {max} characters.', es: 'El campo {field} debe tener como máximo {max} caracteres.' },
  oneOf: { en: 'The {field} is not one of the accepted values.', es: 'El campo {field} no es uno de los valores aceptados.' },
  positiveId: { en: 'The {field} must be a positive whole number.', es: 'El campo {field} debe ser un número entero positivo.' },
  cardFormat: { en: 'The card number must have 19 characters: four groups of four digits.', es: 'El número de tarjeta debe tener 19 caracteres: cuatro grupos de cuatro dígitos.' },
  luhn: { en: 'The card number is not valid.', es: 'El número de tarjeta no es válido.' },
  brand: { en: 'Only Visa and Mastercard cards are accepted.', es: 'Solo se aceptan tarjetas Visa y Mastercard.' },
  brandMismatch: { en: 'The card brand does not match the card number.', es: 'La marca no coincide con el número de tarjeta.' },
  month: { en: 'The expiry month must be two digits from 01 to 12.', es: 'El mes de vencimiento debe ser de dos dígitos, de 01 a 12.' },
  year: { en: 'The expiry year must be two digits.', es: 'El año de vencimiento debe ser de dos dígitos.' },
  expired: { en: 'The card has expired.', es: 'La tarjeta está vencida.' },
  tooFar: { en: 'The expiry date is too far in the future.', es: 'La fecha de vencimiento está demasiado lejos en el futuro.' },
  cvv: { en: 'The CVV must be 3 digits.', es: 'El CVV debe tener 3 dígitos.' },
  digits: { en: 'The {field} must have {min} to {max} digits.', es: 'El campo {field} debe tener de {min} a {max} dígitos.' },
  exactDigits: { en: 'The {field} must have exactly {max} digits.', es: 'El campo {field} debe tener exactamente {max} dígitos.' },
  email: { en: 'The {field} must be a valid e-mail address.', es: 'El campo {field} debe ser un correo electrónico válido.' },
  editCvv: { en: 'A saved card is edited with CVV 000.', es: 'Una tarjeta guardada se edita con el CVV 000.' },
  locked: {
    en: "A saved card's number and expiry cannot change: add it as a new card.",
    es: 'El número y el vencimiento de una tarjeta guardada no se pueden cambiar: agrégala como tarjeta nueva.',
  },
  deleteMethod: { en: 'A card is deleted with _method=delete.', es: 'Una tarjeta se elimina con _method=delete.' },
} as const;

export type Rule = keyof typeof RULES;
export type Failure = { field: Field; rule: Rule; min?: number; max?: number };

/** Whole-request answers. */
const MESSAGES = {
  cardNotFound: { en: 'No saved card has that token.', es: 'Ninguna tarjeta guardada tiene ese token.' },
  cardSaved: { en: 'Card saved.', es: 'Tarjeta guardada.' },
  cardUpdated: { en: 'Card updated.', es: 'Tarjeta actualizada.' },
  cardDeleted: { en: 'Card deleted.', es: 'Tarjeta eliminada.' },
  cvvConfirmed: { en: 'CVV confirmed.', es: 'CVV confirmado.' },
  cvvTicketInvalid: {
    en: "The card's CVV confirmation is missing, used, expired or for another card: confirm the CVV again.",
    es: 'La confirmación del CVV falta, ya se usó, venció o es de otra tarjeta: confirma el CVV de nuevo.',
  },
  badBody: { en: 'The request could not be understood.', es: 'No se pudo entender la solicitud.' },
  badSignature: { en: 'The request is not signed with the merchant secret.', es: 'La solicitud no está firmada con el secreto del comercio.' },
  idempotencyConflict: {
    en: 'That idempotency key was used for another charge.',
    es: 'Esa clave de idempotencia ya se usó para otro cargo.',
  },
  serverError: { en: 'Something went wrong in the gateway.', es: 'Algo salió mal en la pasarela.' },
  notFound: { en: 'Not found.', es: 'No encontrado.' },
} as const;

export type MessageKey = keyof typeof MESSAGES;

export const message = (key: MessageKey, locale: Locale): string => MESSAGES[key][locale];

export function failureText(f: Failure, locale: Locale): string {
  return RULES[f.rule][locale]
    .replace('{field}', FIELDS[f.field][locale])
    .replace('{min}', String(f.min ?? ''))
    .replace('{max}', String(f.max ?? ''));
}

/** Laravel's 422 shape, which the console's one error handler reads (spec 1 §8): `{ message, errors }`. */
export function validationBody(failures: Failure[], locale: Locale): { message: string; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const f of failures) (errors[f.field] ??= []).push(failureText(f, locale));
  return { message: failureText(failures[0] as Failure, locale), errors };
}
