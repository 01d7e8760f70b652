// Amounts typed in the rate screens arrive as text with a currency sign or a percent sign ("$1,234.50",
// "15 %"); both sides normalise them here. Money becomes integer cents.

/** "$1,234.5" -> 123450; null when the text is not an amount with at most two decimals. */
export function parseMoney(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.replace(/[$\s,]|MXN/gi, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "12.5%" -> 12.5; null unless 1-100 with at most three integer and two decimal digits. */
export function parsePercent(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.replace(/[%\s]/g, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 100 ? n : null;
}

/** 123450 -> "1234.50": the plain two-decimal text the rate forms show in their inputs. */
export const centsToText = (cents: number): string => `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
