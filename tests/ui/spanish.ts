// What a Spanish-speaking user must never read: the words of the English dictionaries that no Spanish text
// uses (so "Total", "No", "Nexo", "Parking" or "Shopping To Go", said alike in both, are not among them), the
// engine's and the date pickers' English (courtesy, fee, months, weekdays). englishIn() lists those found in
// what a screen shows: its text (drawings' own labels aside) and the names, placeholders and titles it gives.
import { notifications } from '@mantine/notifications';
import { isPlural, type Phrase } from '../../src/domain/formats/plural';
import { setLocale } from '../../src/i18n/i18n';

const dictionaries = import.meta.glob<{ default: Record<string, Phrase> }>('../../src/i18n/*.ts', { eager: true });
const textsOf = (language: 'es' | 'en'): string[] =>
  Object.entries(dictionaries)
    .filter(([file]) => new RegExp(`(?:/|\\.)${language}\\.ts$`).test(file))
    .flatMap(([, m]) => Object.values(m.default).flatMap((p) => (isPlural(p) ? Object.values(p).filter((v): v is string => v !== undefined) : [p])));

/** Words of two letters or more, lower-cased; placeholders and codes with digits (plates: PAY0001) left out. */
const wordsOf = (text: string): string[] =>
  (text.replace(/\{\{\w+\}\}/g, ' ').match(/[\p{L}\p{N}]{2,}/gu) ?? []).filter((w) => !/\p{N}/u.test(w)).map((w) => w.toLowerCase());

const OTHER_ENGLISH = [
  // The tariff engine's old line labels and units.
  'courtesy', 'fee', 'cap', 'off', 'day', 'days', 'minute', 'minutes', 'hour', 'hours', 'week', 'weeks', 'month', 'months',
  // Calendars and time pickers.
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'am', 'pm',
  // Tables and forms of libraries.
  'showing', 'entries', 'loading', 'nothing', 'found', 'choose', 'select', 'submit', 'ok',
];

// The Spanish calendar's weekday initials (dayjs 'es'): "do" is Sunday there, not the English verb.
const CALENDAR_SPANISH = ['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sá'];
const spanish = new Set([...textsOf('es').flatMap(wordsOf), ...CALENDAR_SPANISH]);
export const ENGLISH_WORDS: ReadonlySet<string> = new Set([...textsOf('en').flatMap(wordsOf), ...OTHER_ENGLISH].filter((w) => !spanish.has(w)));

/** What `root` shows and names: its text outside drawings, and aria-label, placeholder, title and alt. */
function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('style, script, svg text')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(el.getAttribute(name) ?? '');
  }
  return texts;
}

/** English words shown in `root`, each with the text it was found in; `data` are the screen's data (names...). */
export function englishIn(root: HTMLElement = document.body, data: readonly string[] = []): string[] {
  const allowed = new Set(data.flatMap(wordsOf));
  const found = new Set<string>();
  for (const text of shownTexts(root)) {
    for (const word of wordsOf(text)) if (ENGLISH_WORDS.has(word) && !allowed.has(word)) found.add(`${word} (in "${text.trim().slice(0, 80)}")`);
  }
  return [...found];
}

/**
 * Runs `body` with the console in Spanish (English again afterwards, as the other tests expect), without the
 * toasts earlier tests left in Mantine's notification store (their stubbed server spoke English).
 */
export async function inSpanish(body: () => Promise<void> | void): Promise<void> {
  notifications.clean();
  notifications.cleanQueue();
  setLocale('es');
  try {
    await body();
  } finally {
    setLocale('en');
  }
}
