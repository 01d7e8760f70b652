// The Mexican CLABE (Clave Bancaria Estandarizada): 18 digits, 3 of the bank, 3 of the branch's plaza, 11 of the
// account and 1 check digit. The check digit weighs the first 17 digits 3, 7, 1, 3, 7, 1...; each product counts
// by its last digit; the check is (10 - (sum mod 10)) mod 10. Shared by the fiscal form and the server (spec 3 §5
// Fiscal: "blocks 3, 3, 11, 1"; the spec's "21 digits" is the three blocks' sum miscounted: 3 + 3 + 11 + 1 = 18).

export const CLABE_LENGTH = 18;
/** The blocks the key is shown in: bank, plaza, account, check digit. */
export const CLABE_BLOCKS = [3, 3, 11, 1] as const;
const WEIGHTS = [3, 7, 1] as const;

/** The digits of what a person typed or pasted (blocks separated by spaces or dashes). */
export const normaliseClabe = (value: string): string => value.replace(/\D/g, '');

/** The check digit of a key's first 17 digits. */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < CLABE_LENGTH - 1; i++) sum += (Number(first17[i]) * WEIGHTS[i % 3]) % 10;
  return (10 - (sum % 10)) % 10;
}

/** 18 digits whose last one is the check digit of the other 17. */
export const isValidClabe = (value: string): boolean =>
  /^\d{18}$/.test(value) && clabeCheckDigit(value) === Number(value[CLABE_LENGTH - 1]);

/** The bank's 3-digit code: the key's first three digits. */
export const bankCodeOf = (clabe: string): string => normaliseClabe(clabe).slice(0, 3);

/** The key's digits in blocks of 3, 3, 11 and 1, as the form shows them; a partial key keeps its filled blocks. */
export function formatClabe(value: string): string {
  const digits = normaliseClabe(value).slice(0, CLABE_LENGTH);
  const blocks: string[] = [];
  let at = 0;
  for (const size of CLABE_BLOCKS) {
    if (at >= digits.length) break;
    blocks.push(digits.slice(at, at + size));
    at += size;
  }
  return blocks.join(' ');
}
