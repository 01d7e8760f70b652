import { describe, expect, it } from 'vitest';
import { centsToText, parseMoney, parsePercent } from '../../../src/domain/rates/amounts';

describe('amounts from the rate forms', () => {
  it.each([
    ['$20.00', 2000],
    ['20', 2000],
    ['1,234.5', 123450],
    [' $ 0.05 ', 5],
    ['MXN 7.10', 710],
    [15.5, 1550],
  ])('reads %s as %i cents', (text, cents) => expect(parseMoney(text)).toBe(cents));

  it.each(['', 'abc', '1.234', '-5', '$', '12.3.4'])('refuses %s', (text) => expect(parseMoney(text)).toBeNull());

  it('reads percentages 1-100 with up to two decimals', () => {
    expect(parsePercent('10%')).toBe(10);
    expect(parsePercent('12.75 %')).toBe(12.75);
    expect(parsePercent('100')).toBe(100);
    expect(parsePercent('0.5')).toBeNull();
    expect(parsePercent('101')).toBeNull();
    expect(parsePercent('1.234')).toBeNull();
  });

  it('writes cents back as two-decimal text', () => {
    expect(centsToText(2000)).toBe('20.00');
    expect(centsToText(5)).toBe('0.05');
    expect(centsToText(123450)).toBe('1234.50');
  });
});
