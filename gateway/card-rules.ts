// Every card rule of spec 1 §5 step 4, checked again here whatever the console checked: the gateway is the only
// host that ever sees a card number or a CVV. A new card (operacion A) has every field; an edit (operacion U)
// changes the nickname, the holder and the billing address only, with CVV 000 (spec 1 §7).
import type { Failure, Field } from './messages';

export type Brand = 'visa' | 'mastercard';
export type Owner = { type_user: 'shop' | 'branch'; user_id: number };

/** The billing address with the spec's field names (spec 1 §3, Card). */
export type BillingAddress = {
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

/** What an edit may change. */
export type CardDetails = { nickname: string; titular: string; address: BillingAddress };

export type NewCard = Owner & CardDetails & { number: string; brand: Brand; mes: string; anio: string };
/** An edit, with what it sent of the locked fields (checked against the saved card by the route). */
export type CardEdit = Owner & CardDetails & { token: string; tarjeta: string | null; mes: string | null; anio: string | null; brand_card: string | null };

type Body = Record<string, unknown>;
type Checked<T> = { ok: true; value: T } | { ok: false; failures: Failure[] };

/** A form sends text; a JSON client may send a number. Anything else (a list, an object) is no value. */
function text(body: Body, field: Field): string | null {
  const v = body[field];
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** Visa starts with 4; Mastercard with 51 to 55 or 2221 to 2720. */
export function brandOf(digits: string): Brand | null {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is good through the last day of its expiry month, in the business's time zone (spec 1 §9). */
const ZONE = 'America/Monterrey';
/** Issuers print expiry dates at most this many years ahead. */
export const MAX_YEARS_AHEAD = 20;

function monthIndex(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('year') * 12 + part('month') - 1;
}

/** Whether the card of this month and two-digit year has expired by `now`. */
export function hasExpired(mes: string, anio: string, now: Date): boolean {
  return (2000 + Number(anio)) * 12 + Number(mes) - 1 < monthIndex(now);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class Collector {
  readonly failures: Failure[] = [];
  constructor(private readonly body: Body) {}

  fail(field: Field, rule: Failure['rule'], bounds: { min?: number; max?: number } = {}): null {
    this.failures.push({ field, rule, ...bounds });
    return null;
  }
  /** A required text of min to max characters. */
  between(field: Field, min: number, max: number): string {
    const v = text(this.body, field);
    if (!v) return this.fail(field, 'required') ?? '';
    if (v.length < min || v.length > max) this.fail(field, 'between', { min, max });
    return v;
  }
  optional(field: Field, max: number): string {
    const v = text(this.body, field) ?? '';
    if (v.length > max) this.fail(field, 'max', { max });
    return v;
  }
  matching(field: Field, pattern: RegExp, rule: Failure['rule'], bounds: { min?: number; max?: number } = {}): string {
    const v = text(this.body, field);
    if (!v) return this.fail(field, 'required') ?? '';
    if (!pattern.test(v)) this.fail(field, rule, bounds);
    return v;
  }
  literal(field: Field, expected: string): void {
    const v = text(this.body, field);
    if (!v) this.fail(field, 'required');
    else if (v !== expected) this.fail(field, 'oneOf');
  }
  result<T>(value: T): Checked<T> {
    return this.failures.length === 0 ? { ok: true, value } : { ok: false, failures: this.failures };
  }
}

/** The owner, nickname, holder and billing address: the fields of both a new card and an edit. */
function common(c: Collector, body: Body, operacion: 'A' | 'U'): Owner & CardDetails {
  c.literal('type', 'tokenTarjeta');
  c.literal('operacion', operacion);
  const typeUser = text(body, 'type_user');
  if (!typeUser) c.fail('type_user', 'required');
  else if (typeUser !== 'shop' && typeUser !== 'branch') c.fail('type_user', 'oneOf');
  const userId = c.matching('user_id', /^[1-9]\d{0,9}$/, 'positiveId');
  const details: CardDetails = {
    nickname: c.between('nickname', 3, 50),
    titular: c.between('titular', 4, 50),
    address: {
      nombre: c.optional('nombre', 50),
      apellidos: c.optional('apellidos', 50),
      direccion1: c.between('direccion1', 4, 50),
      direccion2: c.optional('direccion2', 50),
      ciudad: c.between('ciudad', 4, 50),
      estado: c.between('estado', 4, 50),
      pais: c.between('pais', 4, 50),
      codigoPostal: c.matching('codigoPostal', /^\d{5,6}$/, 'digits', { min: 5, max: 6 }),
      email: c.matching('email', EMAIL, 'email'),
      telefono: c.matching('telefono', /^\d{10}$/, 'exactDigits', { max: 10 }),
    },
  };
  if (details.address.email && (details.address.email.length < 5 || details.address.email.length > 50)) c.fail('email', 'between', { min: 5, max: 50 });
  return { type_user: typeUser === 'branch' ? 'branch' : 'shop', user_id: Number(userId), ...details };
}

/** operacion A: every field, the number with its brand, Luhn digit and expiry, and the CVV. */
export function checkNewCard(body: Body, now: Date): Checked<NewCard> {
  const c = new Collector(body);
  const base = common(c, body, 'A');
  const tarjeta = c.matching('tarjeta', /^\d{4} \d{4} \d{4} \d{4}$/, 'cardFormat');
  const number = tarjeta.replace(/ /g, '');
  let brand: Brand | null = null;
  if (/^\d{16}$/.test(number)) {
    if (!luhnValid(number)) c.fail('tarjeta', 'luhn');
    else if ((brand = brandOf(number)) === null) c.fail('tarjeta', 'brand');
  }
  const brandCard = text(body, 'brand_card');
  if (!brandCard) c.fail('brand_card', 'required');
  else if (brandCard !== 'visa' && brandCard !== 'mastercard') c.fail('brand_card', 'brand');
  else if (brand !== null && brandCard !== brand) c.fail('brand_card', 'brandMismatch');
  const mes = c.matching('mes', /^(0[1-9]|1[0-2])$/, 'month');
  const anio = c.matching('anio', /^\d{2}$/, 'year');
  if (/^(0[1-9]|1[0-2])$/.test(mes) && /^\d{2}$/.test(anio)) {
    if (hasExpired(mes, anio, now)) c.fail('anio', 'expired');
    else if (2000 + Number(anio) > Math.floor(monthIndex(now) / 12) + MAX_YEARS_AHEAD) c.fail('anio', 'tooFar');
  }
  c.matching('digitos', /^\d{3}$/, 'cvv');
  return c.result({ ...base, number, brand: brand ?? 'visa', mes, anio });
}

/** operacion U: the token, CVV 000, and what the edit may change; the locked fields it sent are kept aside. */
export function checkCardEdit(body: Body): Checked<CardEdit> {
  const c = new Collector(body);
  const base = common(c, body, 'U');
  const token = c.matching('token', /^tok_[0-9a-f]{32}$/, 'oneOf');
  const digitos = text(body, 'digitos');
  if (!digitos) c.fail('digitos', 'required');
  else if (digitos !== '000') c.fail('digitos', 'editCvv');
  return c.result({ ...base, token, tarjeta: text(body, 'tarjeta') || null, mes: text(body, 'mes') || null, anio: text(body, 'anio') || null, brand_card: text(body, 'brand_card') || null });
}

/** The number as the console shows a saved card: masked but for its last four digits. */
export const masked = (last4: string): string => `**** **** **** ${last4}`;
