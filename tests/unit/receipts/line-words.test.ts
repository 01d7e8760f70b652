// Receipt lines in words: the validations and the lost ticket in Spanish and English, the tariff's lines as the
// tariff says them.
import { describe, expect, it } from 'vitest';
import { labelledReceiptLines, receiptLineText, type ReceiptLine } from '../../../src/domain/receipts';

describe('receipt line words', () => {
  it.each<[Pick<ReceiptLine, 'kind' | 'params'>, string, string]>([
    [{ kind: 'validation.minutes', params: { name: 'Cinépolis', minutes: 60 } }, 'Validación · Cinépolis: 60 minutos gratis', 'Validation · Cinépolis: 60 minutes free'],
    [{ kind: 'validation.minutes', params: { name: 'Cinépolis', minutes: 1 } }, 'Validación · Cinépolis: 1 minuto gratis', 'Validation · Cinépolis: 1 minute free'],
    [{ kind: 'validation.percent', params: { name: 'Café', percent: 15 } }, 'Validación · Café: 15 % de descuento', 'Validation · Café: 15% off'],
    [{ kind: 'validation.fixed', params: { name: 'Café', cents: 2550 } }, 'Validación · Café: MXN 25.50 de descuento', 'Validation · Café: MXN 25.50 off'],
    [{ kind: 'lost_ticket', params: { reason: 'Se mojó' } }, 'Boleto perdido · Se mojó', 'Lost ticket · Se mojó'],
    [{ kind: 'courtesy', params: { minutes: 15 } }, 'Cortesía · 15 minutos', 'Courtesy · 15 minutes'],
  ])('%j: "%s" / "%s"', (line, es, en) => {
    expect(receiptLineText(line, 'es')).toBe(es);
    expect(receiptLineText(line, 'en')).toBe(en);
  });

  it('labels each line beside its kind, params and amount', () => {
    expect(labelledReceiptLines([{ kind: 'lost_ticket', params: { reason: 'x' }, amount: 20000 }], 'en')).toEqual([{ kind: 'lost_ticket', params: { reason: 'x' }, amount: 20000, label: 'Lost ticket · x' }]);
  });
});
