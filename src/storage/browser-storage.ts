// Browser storage for the console. Every key lives here so "clear all but the colour" (spec 1 §8) stays one place.
// It imports nothing of ours, so the dictionaries (the locale), the services (the session) and the views (their
// preferences) all keep what they remember here without importing each other.
export const STORAGE_KEYS = {
  session: 'nexo.session',
  locale: 'nexo.locale',
  colorScheme: 'nexo.color-scheme',
  installDismissedAt: 'nexo.install-dismissed-at',
  inspect: 'nexo.inspect',
  /** The pensions table's 'do not show again' on the delete confirmation. */
  pensionsSkipDeleteConfirm: 'nexo.pensions.skip-delete-confirm',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame): run without persistence
  }
}

export function readItem(key: StorageKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeItem(key: StorageKey, value: string | null): void {
  const s = store();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

export function readJson(key: StorageKey): unknown {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Clears everything the console stored except the colour scheme, which survives logout. */
export function clearAllButColour(): void {
  const s = store();
  if (!s) return;
  const colour = s.getItem(STORAGE_KEYS.colorScheme);
  s.clear();
  if (colour !== null) s.setItem(STORAGE_KEYS.colorScheme, colour);
}
