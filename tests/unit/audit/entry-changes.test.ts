// An audit entry's changes field by field (src/domain/audit/entry-changes.ts).
import { describe, expect, it } from 'vitest';
import { entryChanges } from '../../../src/domain/audit/entry-changes';

describe('entryChanges', () => {
  it("keeps an update's changed fields only, in field order, objects as JSON", () => {
    expect(entryChanges({ id: 1, name: 'A', tags: [1], status: 1 }, { id: 1, name: 'B', tags: [1, 2], status: 1 })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'tags', before: '[1]', after: '[1,2]' },
    ]);
  });

  it("shows an insert's values as after and a delete's as before, nulls as nothing", () => {
    expect(entryChanges(null, { id: 4, note: null })).toEqual([
      { field: 'id', before: null, after: '4' },
      { field: 'note', before: null, after: null },
    ]);
    expect(entryChanges({ id: 4 }, null)).toEqual([{ field: 'id', before: '4', after: null }]);
  });

  it('shows a field that appears on one side only (a secret marked changed)', () => {
    expect(entryChanges({ id: 2, email: 'a@b.mx' }, { id: 2, email: 'a@b.mx', password_hash: 'changed' })).toEqual([{ field: 'password_hash', before: null, after: 'changed' }]);
  });
});
