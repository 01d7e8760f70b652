// Small shell rules: module tab labels and swipes (spec 1 §2.5), name cuts (§2.2), the install prompt's
// day (spec 2 §2) and the formats of spec 1 §9.
import { describe, expect, it } from 'vitest';
import { DATE_PICKER, formatDateTime, formatDay, formatMoney, formatNumber } from '../../src/domain/formats/edge-formats';
import { swipeStep, tabLabel } from '../../src/ui/components/module-tabs/tab-rules';
import { truncate } from '../../src/ui/components/truncate';
import { INSTALL_AGAIN_MS, shouldOfferInstall } from '../../src/ui/shell/install-prompt';

describe('module tab labels', () => {
  it.each([
    [359, ''],
    [360, 'Shoppin'],
    [499, 'Shoppin'],
    [500, 'Shopping To Go'],
  ])('at %i px the label is "%s"', (width, label) => {
    expect(tabLabel('Shopping To Go', width)).toBe(label);
  });
});

describe('swipes', () => {
  const moves = (from: number, to: number, n: number) => Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));
  it('need more than 8 move points', () => {
    expect(swipeStep(moves(300, 100, 8))).toBe(0);
    expect(swipeStep(moves(300, 100, 9))).toBe(1);
  });
  it('go forward to the left and back to the right, not for jitter', () => {
    expect(swipeStep(moves(100, 300, 12))).toBe(-1);
    expect(swipeStep(moves(100, 110, 12))).toBe(0);
  });
});

describe('truncate', () => {
  it('cuts names past the limit', () => {
    expect(truncate('Estacionamiento Fundadores Norte', 20)).toBe('Estacionamiento Fund…');
    expect(truncate('Pablo Fundadores', 18)).toBe('Pablo Fundadores');
  });
});

describe('install prompt', () => {
  it('is offered again a day after "later"', () => {
    const now = Date.UTC(2026, 0, 2);
    expect(shouldOfferInstall(null, now)).toBe(true);
    expect(shouldOfferInstall(String(now - INSTALL_AGAIN_MS + 1), now)).toBe(false);
    expect(shouldOfferInstall(String(now - INSTALL_AGAIN_MS), now)).toBe(true);
  });
});

describe('formats', () => {
  it('shows integer cents as MXN in es-MX', () => {
    expect(formatMoney(123450)).toBe('MXN 1,234.50');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
  it('shows days in Monterrey time as yyyy-MM-dd', () => {
    expect(formatDay('2026-03-01T05:30:00Z')).toBe('2026-02-28');
    expect(formatDateTime('2026-03-01T18:05:00Z')).toBe('2026-03-01 12:05');
  });
  it('sets the date picker to Sunday, dd/MM/yyyy, years 2020 to 2099', () => {
    expect(DATE_PICKER).toMatchObject({ firstDayOfWeek: 0, valueFormat: 'DD/MM/YYYY', minDate: '2020-01-01', maxDate: '2099-12-31' });
  });
});
