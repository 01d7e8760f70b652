// What the admin lists share beside the paging (paging.ts) and the sheet (sheet.ts): the search box's
// text matched anywhere in a column, case-insensitively (ILIKE), with LIKE's own characters (% _ \) taken
// literally; and how many rows an export reads at most (the lists are the platform's catalogue: hundreds of rows).
export const EXPORT_ROWS = 50_000;

/** The ILIKE pattern of a search text, or null for an empty one. */
export function containing(q: string | undefined): string | null {
  const text = (q ?? '').trim();
  return text === '' ? null : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
