// The dictionaries: every Spanish file of src/i18n beside its English one holds the same keys in the same
// order, counted where the other is counted, with the same placeholders and no empty text; no key lives in two
// files; the server's menu keys are all there; counted phrases follow Intl.PluralRules in both languages.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENUS } from '../../server/menus';
import type { MenuItem } from '../../src/contracts/menu.struct';
import { isPlural, type Phrase } from '../../src/domain/formats/plural';
import { getLocale, setLocale, t, tDynamic } from '../../src/i18n/i18n';

type Dictionary = Record<string, Phrase>;

const MODULES = import.meta.glob<{ default: Dictionary }>('../../src/i18n/*.ts', { eager: true });
// es.ts / en.ts, and every <area>.es.ts / <area>.en.ts.
const PAIRS = readdirSync(path.resolve('src/i18n'))
  .filter((file) => /^(?:[\w-]+\.)?es\.ts$/.test(file))
  .map((file) => [file, file.replace(/es\.ts$/, 'en.ts')] as const);

const load = (file: string): Dictionary => MODULES[`../../src/i18n/${file}`].default;

const texts = (phrase: Phrase): string[] => (isPlural(phrase) ? Object.values(phrase).filter((v): v is string => v !== undefined) : [phrase]);
const placeholders = (phrase: Phrase): string[] => [...new Set(texts(phrase).flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])))].sort();
const shape = (phrase: Phrase): string => (isPlural(phrase) ? `counted(${Object.keys(phrase).sort().join(',')})` : 'text');

describe('dictionaries', () => {
  it('come in pairs: every Spanish file has its English one', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(7);
    const files = new Set(readdirSync(path.resolve('src/i18n')));
    expect(PAIRS.filter(([, english]) => !files.has(english))).toEqual([]);
  });

  it.each(PAIRS)('%s and %s have the same keys in the same order, counted alike, with the same placeholders and no empty text', (spanishFile, englishFile) => {
    const [es, en] = [load(spanishFile), load(englishFile)];
    expect(Object.keys(en)).toEqual(Object.keys(es));
    for (const key of Object.keys(es)) {
      expect({ key, shape: shape(en[key]) }).toEqual({ key, shape: shape(es[key]).replace(',many', '') });
      expect({ key, placeholders: placeholders(en[key]) }).toEqual({ key, placeholders: placeholders(es[key]) });
      for (const text of [...texts(es[key]), ...texts(en[key])]) expect({ key, text: text.trim() === '' }).toEqual({ key, text: false });
    }
  });

  it('hold each key in one file only (one would shadow the other when merged)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file] of PAIRS) {
      for (const key of Object.keys(load(file))) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${file}`);
        seen.set(key, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it('hold every translate key of the server menus', () => {
    const keys = (items: MenuItem[]): string[] => items.flatMap((i) => [i.translate, ...keys(i.children ?? [])]);
    setLocale('es');
    const missing = [...new Set(Object.values(MENUS).flatMap(keys))].filter((k) => tDynamic(k) === k);
    expect(missing).toEqual([]);
  });
});

describe('translation', () => {
  it('reads flat dotted keys and fills placeholders, in every merged file', () => {
    setLocale('en');
    expect(t('login.title.parking')).toBe('Parking lots');
    expect(t('errors.malformed', { call: 'GET x', where: 'data' })).toBe('Unexpected answer from the server (GET x: data)');
    expect(t('parkingL.labels.overlap')).toBe('Periods cannot overlap.');
    expect(t('rates.confirmDelete', { name: 'Buen Fin' })).toBe('Are you sure to delete Buen Fin?');
    expect(t('operator.paid', { plate: 'PAY0001', amount: 'MXN 45.00' })).toBe('PAY0001 paid MXN 45.00.');
    expect(t('pensions.car.colorNotFound', { term: 'Pink' })).toBe('Pink Not Found');
    setLocale('es');
    expect(getLocale()).toBe('es');
    expect(t('login.title.parking')).toBe('Estacionamientos');
    expect(t('rates.wizard.allGates')).toBe('Todas las plumas');
    expect(t('operator.checkout')).toBe('Cobrar');
    expect(t('pensions.modal.noCars')).toBe('Aún no hay autos, necesitas agregar uno o más autos');
  });

  it('shows an unknown data key as itself', () => {
    expect(tDynamic('menu.somethingNew')).toBe('menu.somethingNew');
  });

  it('says a counted phrase in the singular for one and in the plural otherwise, the count shown as numbers are', () => {
    setLocale('es');
    expect(t('dashboard.incomes.payments', { count: 1 })).toBe('1 pago');
    expect(t('dashboard.incomes.payments', { count: 0 })).toBe('0 pagos');
    expect(t('dashboard.incomes.payments', { count: 1234 })).toBe('1,234 pagos');
    expect(t('dashboard.averageTime.visits', { count: 1 })).toBe('1 visita');
    expect(t('dashboard.parkingTime.stays', { count: 1 })).toBe('1 estancia terminada');
    expect(t('operator.history.count', { count: 1 })).toBe('1 cobro');
    expect(t('rates.unit.minute', { count: 30 })).toBe('minutos');
    expect(t('rates.unit.minute', { count: 1 })).toBe('minuto');
    expect(t('pensions.showing', { from: '1', to: '1', count: 1 })).toBe('Mostrando 1 a 1 de 1 registro');
    expect(t('transactions.totals', { count: 2 })).toBe('Total (2 registros)');
    setLocale('en');
    expect(t('dashboard.incomes.payments', { count: 1 })).toBe('1 payment');
    expect(t('dashboard.incomes.payments', { count: 2 })).toBe('2 payments');
    expect(t('rates.unit.minute', { count: 30 })).toBe('minutes');
    expect(t('dashboard.peakHours.busiest', { hour: '18:00', count: 1.5 })).toBe('Busiest hour: 18:00 (1.5 cars on average)');
    expect(t('pensions.showing', { from: '1', to: '10', count: 12 })).toBe('Showing 1 to 10 of 12 entries');
    setLocale('es');
  });
});
