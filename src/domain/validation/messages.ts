// Validation messages in both languages, shared by the console's forms and the server's 422 answers.
// A rule failure is encoded as `code` or `code|param` (see src/contracts/rules.ts); this turns it into words.
export type Locale = 'es' | 'en';
export const LOCALES: readonly Locale[] = ['es', 'en'];

const catalog: Record<Locale, Record<string, string>> = {
  en: {
    required: 'The {field} field is required.',
    min: 'The {field} field must be at least {n} characters.',
    max: 'The {field} field may not be greater than {n} characters.',
    email: 'The {field} field must be a valid email address.',
    integer: 'The {field} field must be a whole number.',
    range: 'The {field} field must be between {n} and {m}.',
    id: 'The {field} field must be a whole number from 1 to 2147483647.',
    year: 'The {field} field must be a date from {n} to {m}.',
    instant: 'The {field} field must be a date and time (ISO-8601) from {n} to {m}.',
    control: 'The {field} field contains characters that are not allowed.',
    oneOf: 'The selected {field} is invalid.',
    digits: 'The {field} field must be {n} digits.',
    digitsBetween: 'The {field} field must have {n} to {m} digits.',
    digitsMax: 'The {field} field may have at most {n} digits.',
    phone: 'The {field} field must be a valid phone number for its country.',
    clabe: 'The {field} field has a wrong check digit: check its 18 digits.',
    clabeBank: 'The {field} field belongs to another bank: choose the bank of its first three digits.',
    adult: 'The {field} field must be the birth date of someone at least {n} years old.',
    same: 'The {field} field must match {n}.',
    afterOrEqual: 'The {field} field must be a date after or equal to {n}.',
    before: 'The {field} field must be a date before {n}.',
    unchanged: 'The {field} field is the current one: choose another.',
    time: 'The {field} field must be a time of day (HH:MM).',
    timeAfter: 'The {field} field must be a time after {n}.',
    location: 'The {field} field must be a latitude and longitude ("lat,lng") within their ranges.',
    prefix: 'The {field} field may have only upper-case letters and digits.',
    weekdayNone: 'Choose at least one weekday in {field}.',
    weekdayOnce: 'A weekday in {field} is already in another schedule row.',
    maxItems: 'Choose at most {n} in {field}.',
    type: 'The {field} field is invalid.',
    unknown: 'The {field} field is not allowed.',
    invalid: 'The given data was invalid.',
  },
  es: {
    required: 'El campo {field} es obligatorio.',
    min: 'El campo {field} debe tener al menos {n} caracteres.',
    max: 'El campo {field} no debe tener más de {n} caracteres.',
    email: 'El campo {field} debe ser un correo electrónico válido.',
    integer: 'El campo {field} debe ser un número entero.',
    range: 'El campo {field} debe estar entre {n} y {m}.',
    id: 'El campo {field} debe ser un número entero de 1 a 2147483647.',
    year: 'El campo {field} debe ser una fecha de {n} a {m}.',
    instant: 'El campo {field} debe ser una fecha y hora (ISO-8601) de {n} a {m}.',
    control: 'El campo {field} contiene caracteres no permitidos.',
    oneOf: 'El valor seleccionado en {field} no es válido.',
    digits: 'El campo {field} debe tener {n} dígitos.',
    digitsBetween: 'El campo {field} debe tener de {n} a {m} dígitos.',
    digitsMax: 'El campo {field} puede tener como máximo {n} dígitos.',
    phone: 'El campo {field} debe ser un número de teléfono válido para su país.',
    clabe: 'El campo {field} tiene un dígito de control incorrecto: revisa sus 18 dígitos.',
    clabeBank: 'El campo {field} es de otro banco: elige el banco de sus tres primeros dígitos.',
    adult: 'El campo {field} debe ser la fecha de nacimiento de alguien de al menos {n} años.',
    same: 'El campo {field} debe coincidir con {n}.',
    afterOrEqual: 'El campo {field} debe ser una fecha igual o posterior a {n}.',
    before: 'El campo {field} debe ser una fecha anterior a {n}.',
    unchanged: 'El campo {field} es el actual: elige otro.',
    time: 'El campo {field} debe ser una hora del día (HH:MM).',
    timeAfter: 'El campo {field} debe ser una hora posterior a {n}.',
    location: 'El campo {field} debe ser una latitud y longitud ("lat,lng") dentro de sus rangos.',
    prefix: 'El campo {field} solo puede tener letras mayúsculas y dígitos.',
    weekdayNone: 'Elige al menos un día de la semana en {field}.',
    weekdayOnce: 'Un día de la semana en {field} ya está en otra fila de horario.',
    maxItems: 'Elige como máximo {n} en {field}.',
    type: 'El campo {field} no es válido.',
    unknown: 'El campo {field} no está permitido.',
    invalid: 'Los datos proporcionados no son válidos.',
  },
};

export function pickLocale(value: string | null | undefined): Locale {
  const lang = (value ?? '').slice(0, 2).toLowerCase();
  return lang === 'en' ? 'en' : 'es';
}

/** `code` is a rule code, optionally with parameters (`min|6`, `range|1|60`); `field` is the input's name as sent. */
export function validationMessage(code: string, field: string, locale: Locale): string {
  const [key, n = '', m = ''] = code.split('|');
  const template = catalog[locale][key] ?? catalog[locale].type;
  return template.replace('{field}', field.replace(/_/g, ' ')).replace('{n}', n).replace('{m}', m);
}
