// The caller's language: the console's X-Locale header first; otherwise the browser's Accept-Language, by
// preference (q) order, its first language we speak; when neither names one, the company's language (admin
// Settings; server/settings/default-language.ts), Spanish until it is read (spec 1 §9).
import type { IncomingHttpHeaders } from 'node:http';
import { LOCALES, pickLocale, type Locale } from '../../src/domain/validation/messages';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function requestLocale(headers: IncomingHttpHeaders): Locale {
  return headerLocale(headers) ?? 'es';
}

/** The language the request's headers name, or null when neither names one we speak. */
export function headerLocale(headers: IncomingHttpHeaders): Locale | null {
  const explicit = first(headers['x-locale'])?.trim();
  if (explicit) return pickLocale(explicit);
  return fromAcceptLanguage(first(headers['accept-language']) ?? '');
}

/** `en-US,en;q=0.9,es;q=0.8` -> 'en'; null when no listed language is one of ours. */
export function fromAcceptLanguage(header: string): Locale | null {
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.q > 0 && (LOCALES as readonly string[]).includes(entry.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.lang as Locale | undefined) ?? null;
}
