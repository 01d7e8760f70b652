// The engine's own time parsing and printing, checked against Date.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoPrinter, parseInstant, wallDate } from '../../../src/domain/tariff/clock';

describe('clock', () => {
  it('prints instants exactly as Date#toISOString', () => {
    const isoAt = isoPrinter();
    const range = fc.integer({ min: Date.parse('1000-01-01T00:00:00Z'), max: Date.parse('9999-12-31T23:59:59.998Z') });
    fc.assert(
      fc.property(range, (ms) => {
        expect(isoAt(ms)).toBe(new Date(ms).toISOString());
        expect(isoAt(ms + 1)).toBe(new Date(ms + 1).toISOString()); // same day, remembered
      }),
      { numRuns: 2000 },
    );
    expect(isoAt(Date.parse('2024-02-29T23:59:59.999Z'))).toBe('2024-02-29T23:59:59.999Z');
    expect(wallDate(Date.parse('2024-12-31T23:59:00Z'))).toBe('2024-12-31');
  });

  it('parses ISO instants with Z or an offset, to the millisecond', () => {
    expect(parseInstant('2024-05-06T10:00:00-06:00', 'entry')).toBe(Date.parse('2024-05-06T16:00:00Z'));
    expect(parseInstant('2024-05-06T10:00-0600', 'entry')).toBe(Date.parse('2024-05-06T16:00:00Z'));
    expect(parseInstant('2024-05-06T16:00:00.1234567z', 'entry')).toBe(Date.parse('2024-05-06T16:00:00.123Z'));
    expect(parseInstant('2024-02-29T05:45:00+05:45', 'entry')).toBe(Date.parse('2024-02-29T00:00:00Z'));
  });

  it('round-trips any instant printed with any whole-minute offset', () => {
    const instant = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2099-12-31T00:00:00Z') });
    const offset = fc.integer({ min: -14 * 60, max: 14 * 60 });
    fc.assert(
      fc.property(instant, offset, (ms, off) => {
        const local = new Date(ms + off * 60_000).toISOString().slice(0, 23);
        const sign = off < 0 ? '-' : '+';
        const abs = Math.abs(off);
        const text = `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        expect(parseInstant(text, 'entry')).toBe(ms);
      }),
      { numRuns: 500 },
    );
  });
});
