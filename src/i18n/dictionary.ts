// The shape of a language's dictionary beside the Spanish one it translates: the same keys, and a counted
// phrase ({one, other}, src/domain/formats/plural.ts) wherever the Spanish has one.
import type { Phrase, Plural } from '../domain/formats/plural';

export type { Phrase, Plural };

export type Translation<Spanish extends Record<string, Phrase>> = { [K in keyof Spanish]: Spanish[K] extends string ? string : Plural };
