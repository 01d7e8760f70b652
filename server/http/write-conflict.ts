// A write that met another one committed at the same moment: the database refused it (a unique key the other
// took first, a deadlock, a serialization failure) and the route's transaction rolled back, so nothing of it
// stands. Routes check what they can first (a name taken: 422 at its field); this is the answer for the race
// their checks cannot see: 409, read again and retry, rather than a 500.
import { HttpError } from './errors';

const RACES = new Set(['23505', '40001', '40P01']);

export function writeConflictError(err: unknown): HttpError | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && RACES.has(code)) return new HttpError(409, 'writeConflict', '', {}, { reason: 'write_conflict' });
  }
  return null;
}
