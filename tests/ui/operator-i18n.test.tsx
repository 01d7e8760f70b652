// The operator's dictionaries: the same keys in the same order, line for line, none empty, none shadowing
// the main or rates dictionaries, and merged into both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import es from '../../src/i18n/es';
import { setLocale, t } from '../../src/i18n/i18n';
import operationsEn from '../../src/i18n/operations.en';
import operationsEs from '../../src/i18n/operations.es';
import ratesEs from '../../src/i18n/rates.es';

describe('operations dictionaries', () => {
  it('have the same keys in the same order, line for line, none empty and none shadowing others', () => {
    expect(Object.keys(operationsEn)).toEqual(Object.keys(operationsEs));
    const lines = (file: string) => readFileSync(path.resolve('src/i18n', file), 'utf8').split('\n').length;
    expect(lines('operations.en.ts')).toBe(lines('operations.es.ts'));
    for (const dictionary of [operationsEs, operationsEn]) expect(Object.entries(dictionary).filter(([, v]) => v.trim() === '')).toEqual([]);
    expect(Object.keys(operationsEs).filter((k) => k in es || k in en || k in ratesEs)).toEqual([]);
  });

  it('are merged into both languages', () => {
    setLocale('en');
    expect(t('operator.paid', { plate: 'PAY0001', amount: 'MXN 45.00' })).toBe('PAY0001 paid MXN 45.00.');
    setLocale('es');
    expect(t('operator.checkout')).toBe('Cobrar');
    setLocale('en');
  });
});
