// Counted phrases in both languages: a text with a variant for each plural category the phrase needs, chosen by
// Intl.PluralRules for the count ("1 pago", "2 pagos"; "1 day", "2 days"). The console's dictionaries, the
// server's messages and the tariff engine's line words all choose through here.
import type { Locale } from '../validation/messages';

/**
 * `one` and `other` in every language; `many` where a language has it (Spanish: a million and up, "1000000 de
 * pagos") and the phrase needs it, `other` otherwise.
 */
export interface Plural {
  one: string;
  other: string;
  many?: string;
}

/** A dictionary's entry: plain text, or a counted phrase chosen by its `count`. */
export type Phrase = string | Plural;

export const isPlural = (phrase: Phrase | undefined): phrase is Plural => typeof phrase === 'object' && phrase !== null;

const rules = new Map<Locale, Intl.PluralRules>();

/** The variant of `phrase` for `count` in `locale`. */
export function pluralVariant(phrase: Plural, count: number, locale: Locale): keyof Plural {
  let pr = rules.get(locale);
  if (!pr) rules.set(locale, (pr = new Intl.PluralRules(locale)));
  const category = pr.select(count);
  return category === 'one' || (category === 'many' && phrase.many !== undefined) ? category : 'other';
}

/** The text of `phrase` for `count`: the phrase itself when it is not counted. */
export function countedText(phrase: Phrase, count: number, locale: Locale): string {
  return isPlural(phrase) ? (phrase[pluralVariant(phrase, count, locale)] as string) : phrase;
}
