// One register in Spanish: the console speaks "tú", and so do the server's messages, the rate and validation
// words of the domain and the tariff engine's words. A formal ("usted") form anywhere fails, and the server's
// counted messages are singular for one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { t, type MessageKey } from '../../server/http/messages';
import { isPlural, type Phrase } from '../../src/domain/formats/plural';
import { rateMessage } from '../../src/domain/rates/rate-messages';
import type { RateProblem } from '../../src/domain/rates/rate-rules';
import { lineText, LINE_KINDS, tariffMessage, type TariffErrorCode } from '../../src/domain/tariff';
import { validationMessage } from '../../src/domain/validation/messages';

// Formal imperatives and pronouns these texts have used or would use; the informal forms are in use instead
// (inténtalo, elige, indica, vuelve, abre, ignora, quítala, te enviamos, tu contraseña, tienes).
const FORMAL = /(?<!\p{L})(?:usted(?:es)?|int[eé]ntelo|intente|elija|indique|ingrese|seleccione|escriba|agregue|vuelva|abra|ignore|quítela|pida|revise|verifique|espere|le enviamos|su contraseña|su cuenta|lo pidió|no tiene permiso)(?!\p{L})/iu;

const spanishDictionaries = import.meta.glob<{ default: Record<string, Phrase> }>('../../src/i18n/*es.ts', { eager: true });
const texts = (phrase: Phrase): string[] => (isPlural(phrase) ? Object.values(phrase).filter((v): v is string => v !== undefined) : [phrase]);
const formal = (entries: [string, string][]) => entries.filter(([, text]) => FORMAL.test(text));

// The server's message keys, read from its source: every key of the `messages` table.
const serverKeys = [...readFileSync('server/http/messages.ts', 'utf8').matchAll(/^ {2}(\w+): \{/gm)].map((m) => m[1] as MessageKey);

describe('Spanish register (tú)', () => {
  it('the console dictionaries', () => {
    expect(Object.keys(spanishDictionaries).length).toBeGreaterThanOrEqual(7);
    const entries = Object.values(spanishDictionaries).flatMap((m) => Object.entries(m.default).flatMap(([key, phrase]) => texts(phrase).map((text): [string, string] => [key, text])));
    expect(formal(entries)).toEqual([]);
  });

  it("the server's messages, counted ones singular for one", () => {
    expect(serverKeys.length).toBeGreaterThan(30);
    expect(formal(serverKeys.flatMap((key) => [[key, t(key, 'es', 1)], [key, t(key, 'es', 2)]]))).toEqual([]);
    expect(t('throttled', 'es', 1)).toBe('Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 1 segundo.');
    expect(t('throttled', 'es', 30)).toBe('Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 30 segundos.');
    expect(t('passwordThrottled', 'en', 1)).toBe('Too many wrong passwords. Please try again in 1 second.');
    expect(t('forbidden', 'es')).toBe('No tienes permiso para realizar esta acción.');
  });

  it('the domain: validation, rate rules, tariff errors and quote lines', () => {
    const validation = ['required', 'min|3', 'max|9', 'email', 'integer', 'range|1|9', 'id', 'year|2020|2099', 'instant|a|b', 'control', 'oneOf', 'digits|10', 'same|x', 'type', 'unknown', 'invalid'];
    const rates: RateProblem[] = ['overlap', 'fromBeforeTo', 'time', 'outsideSchedule', 'unknownFeeSet', 'qty', 'maxRatesCount', 'maxRatesUnit', 'datesOverlap', 'dateOrder', 'date'];
    const engine = [...readFileSync('src/domain/tariff/errors.ts', 'utf8').matchAll(/^ {2}\| '(\w+)'/gm)].map((m) => m[1] as TariffErrorCode);
    expect(engine.length).toBeGreaterThan(25);
    const entries: [string, string][] = [
      ...validation.map((code): [string, string] => [code, validationMessage(code, 'name', 'es')]),
      ...rates.map((code): [string, string] => [code, rateMessage(code, 'es')]),
      ...engine.map((code): [string, string] => [code, tariffMessage({ code, field: 'exit', params: { day: 1, value: 'x' } }, 'es')]),
      ...LINE_KINDS.map((kind): [string, string] => [kind, lineText({ kind, params: { name: 'X', minutes: 1, days: 1, percent: 5 } }, 'es')]),
    ];
    expect(formal(entries)).toEqual([]);
  });

  it('tells a formal form from an informal one', () => {
    expect(formal([['a', 'Inténtelo de nuevo.'], ['b', 'Elija uno.'], ['c', 'Inténtalo de nuevo.'], ['d', 'Elige uno.']])).toEqual([['a', 'Inténtelo de nuevo.'], ['b', 'Elija uno.']]);
  });
});
