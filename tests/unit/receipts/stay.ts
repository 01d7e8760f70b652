// A stay priced by the tariff engine for receipt tests: the quote and the same stay with its first minutes free.
import { quote, type QuoteInput } from '../../../src/domain/tariff';
import type { ReceiptInput } from '../../../src/domain/receipts';

export function pricedStay(stay: QuoteInput): Pick<ReceiptInput, 'quote' | 'priceWithoutFirst'> {
  const entry = Date.parse(stay.entry);
  const exit = Date.parse(stay.exit);
  return {
    quote: quote(stay),
    priceWithoutFirst: (minutes) => {
      const later = entry + minutes * 60_000;
      return later >= exit ? 0 : quote({ ...stay, entry: new Date(later).toISOString() }).total;
    },
  };
}
