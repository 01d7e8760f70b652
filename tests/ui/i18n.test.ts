// Both dictionaries hold the same keys, line for line, and every translate key of the server's menus.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENUS } from '../../server/menus';
import type { MenuItem } from '../../src/contracts/menu.struct';
import en from '../../src/i18n/en';
import es from '../../src/i18n/es';
import { getLocale, setLocale, t, tDynamic } from '../../src/i18n/i18n';
import ratesEn from '../../src/i18n/rates.en';
import ratesEs from '../../src/i18n/rates.es';
import pensionsEn from '../../src/i18n/pensions.en';
import pensionsEs from '../../src/i18n/pensions.es';

const keys = (items: MenuItem[]): string[] => items.flatMap((i) => [i.translate, ...keys(i.children ?? [])]);

describe('dictionaries', () => {
  it('have the same keys in the same order', () => {
    expect(Object.keys(en)).toEqual(Object.keys(es));
  });

  it('have the same number of lines', () => {
    const lines = (file: string) => readFileSync(path.resolve('src/i18n', file), 'utf8').split('\n').length;
    expect(lines('en.ts')).toBe(lines('es.ts'));
  });

  it('have no empty text', () => {
    for (const dictionary of [es, en]) expect(Object.entries(dictionary).filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  it('hold every translate key of the server menus', () => {
    const missing = [...new Set(Object.values(MENUS).flatMap(keys))].filter((k) => !(k in es));
    expect(missing).toEqual([]);
  });
});

describe('rates dictionaries', () => {
  it('have the same keys in the same order, line for line, none empty and none shadowing the main ones', () => {
    expect(Object.keys(ratesEn)).toEqual(Object.keys(ratesEs));
    const lines = (file: string) => readFileSync(path.resolve('src/i18n', file), 'utf8').split('\n').length;
    expect(lines('rates.en.ts')).toBe(lines('rates.es.ts'));
    for (const dictionary of [ratesEs, ratesEn]) expect(Object.entries(dictionary).filter(([, v]) => v.trim() === '')).toEqual([]);
    expect(Object.keys(ratesEs).filter((k) => k in es)).toEqual([]);
  });

  it('are merged into both languages', () => {
    setLocale('en');
    expect(t('parkingL.labels.overlap')).toBe('Periods cannot overlap.');
    expect(t('rates.confirmDelete', { name: 'Buen Fin' })).toBe('Are you sure to delete Buen Fin?');
    setLocale('es');
    expect(t('rates.wizard.allGates')).toBe('Todas las plumas');
  });
});

describe('pensions dictionaries', () => {
  it('have the same keys in the same order, line for line, none empty and none shadowing the others', () => {
    expect(Object.keys(pensionsEn)).toEqual(Object.keys(pensionsEs));
    const lines = (file: string) => readFileSync(path.resolve('src/i18n', file), 'utf8').split('\n').length;
    expect(lines('pensions.en.ts')).toBe(lines('pensions.es.ts'));
    for (const dictionary of [pensionsEs, pensionsEn]) expect(Object.entries(dictionary).filter(([, v]) => v.trim() === '')).toEqual([]);
    expect(Object.keys(pensionsEs).filter((k) => k in es || k in ratesEs)).toEqual([]);
  });

  it('are merged into both languages', () => {
    setLocale('en');
    expect(t('pensions.confirm.text')).toBe('All valid plates added will be removed');
    expect(t('pensions.showing', { from: 1, to: 10, total: 12 })).toBe('Showing 1 to 10 of 12 entries');
    expect(t('pensions.car.colorNotFound', { term: 'Pink' })).toBe('Pink Not Found');
    setLocale('es');
    expect(t('pensions.modal.noCars')).toBe('Aún no hay autos, necesitas agregar uno o más autos');
  });
});

describe('translation', () => {
  it('reads flat dotted keys and fills placeholders', () => {
    setLocale('en');
    expect(t('login.title.parking')).toBe('Parking lots');
    expect(t('errors.malformed', { call: 'GET x', where: 'data' })).toBe('Unexpected answer from the server (GET x: data)');
    setLocale('es');
    expect(getLocale()).toBe('es');
    expect(t('login.title.parking')).toBe('Estacionamientos');
  });

  it('shows an unknown data key as itself', () => {
    expect(tDynamic('menu.somethingNew')).toBe('menu.somethingNew');
  });
});
