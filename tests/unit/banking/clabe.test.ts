// The CLABE check (src/domain/banking/clabe.ts) against keys published by others, each cited where it is used.
import { describe, expect, it } from 'vitest';
import { bankCodeOf, clabeCheckDigit, formatClabe, isValidClabe, normaliseClabe } from '../../../src/domain/banking/clabe';

/** Valid keys, with where each was published. */
const VALID: [clabe: string, source: string][] = [
  // Wikipedia, "CLABE", section Control digit (mirrored at http://www.liquisearch.com/clabe/control_digit): the
  // worked example, bank 032, plaza 180, account 00011835971, products mod 10 summing to 1, check digit 9.
  ['032180000118359719', 'Wikipedia CLABE, Control digit'],
  // center-key/clabe-validator, spec.js "accepts a valid CLABE number" (and README's example).
  ['002010077777777771', 'clabe-validator spec.js'],
  ['014027000005555558', 'clabe-validator spec.js'],
  ['014028000005555557', 'clabe-validator spec.js'],
  // center-key/clabe-validator, spec.js "accepts a valid CLABE number that has a checksum of 0": the final
  // (10 - sum) mod 10 rolls over to 0.
  ['002010777777777770', 'clabe-validator spec.js, check digit 0'],
  // "CLABE check digit calculator" worksheet (scribd.com/document/240860799/CalculadoraCLABE-xlsx): bank 012,
  // plaza 180, account 02605078385, product sum 52, check digit 8.
  ['012180026050783858', 'CalculadoraCLABE worksheet'],
];

describe('the CLABE check digit', () => {
  it.each(VALID)('accepts %s (%s)', (clabe) => {
    expect(isValidClabe(clabe)).toBe(true);
    expect(clabeCheckDigit(clabe.slice(0, 17))).toBe(Number(clabe[17]));
  });

  it('refuses the wrong check digit published as such', () => {
    // center-key/clabe-validator, spec.js "rejects an invalid CLABE number": "Invalid checksum, last digit should be: 1".
    expect(isValidClabe('002010077777777779')).toBe(false);
    expect(clabeCheckDigit('00201007777777777')).toBe(1);
  });

  it('refuses a key of the wrong length or with letters (clabe-validator spec.js)', () => {
    expect(isValidClabe('12345678901234567')).toBe(false);
    expect(isValidClabe('00000000000000000a')).toBe(false);
    expect(isValidClabe('0321800001183597190')).toBe(false);
    expect(isValidClabe('')).toBe(false);
  });

  it('catches every single wrong digit of a valid key (the weights 3, 7 and 1 are coprime with 10)', () => {
    for (const [clabe] of VALID) {
      for (let at = 0; at < 18; at++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === clabe[at]) continue;
          const typo = clabe.slice(0, at) + d + clabe.slice(at + 1);
          expect(isValidClabe(typo), typo).toBe(false);
        }
      }
    }
  });
});

describe('reading and showing a key', () => {
  it('keeps the digits of a key typed in blocks', () => {
    expect(normaliseClabe('032 180 00011835971 9')).toBe('032180000118359719');
    expect(normaliseClabe('032-180-00011835971-9')).toBe('032180000118359719');
    expect(isValidClabe(normaliseClabe(' 032 180 00011835971 9 '))).toBe(true);
  });

  it('takes the bank from the first three digits', () => {
    expect(bankCodeOf('032180000118359719')).toBe('032');
    expect(bankCodeOf('002 010 07777777777 1')).toBe('002');
    expect(bankCodeOf('646180')).toBe('646');
  });

  it('shows the blocks 3, 3, 11 and 1, and a partial key by its filled blocks', () => {
    expect(formatClabe('032180000118359719')).toBe('032 180 00011835971 9');
    expect(formatClabe('032 180-000118359719')).toBe('032 180 00011835971 9');
    expect(formatClabe('0321')).toBe('032 1');
    expect(formatClabe('03218000011')).toBe('032 180 00011');
    expect(formatClabe('')).toBe('');
    expect(formatClabe('0321800001183597199999')).toBe('032 180 00011835971 9');
  });
});
