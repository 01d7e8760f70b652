// What an audit entry changed, field by field: an update's changed fields only, an insert's values as after,
// a delete's as before. A secret shows as "changed" (server/audit never stores its value).
export type FieldChange = { field: string; before: string | null; after: string | null };

const shown = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function entryChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return fields
    .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }))
    .filter((c) => before === null || after === null || c.before !== c.after);
}
