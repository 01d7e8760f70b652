import { useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale, t, tDynamic, type Locale } from './i18n';

/** Re-renders the caller when the language changes; `t` itself is the same function in every language. */
export function useTranslate(): { t: typeof t; tDynamic: typeof tDynamic; locale: Locale } {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  return { t, tDynamic, locale };
}
