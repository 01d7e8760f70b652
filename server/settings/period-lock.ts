// The lock date's guard. Records dated on or before the lock date (in the company's time zone) are closed to
// edits: a paid visit's payment (dated by paid_at), a pension entrance and a gate event (by at), a settled credit
// purchase (by settled_at). The database refuses the change itself (migration 0022's trigger, whatever code
// path writes), raising SQLSTATE NXLCK with the lock date as its detail; the error handler (server/app.ts)
// answers it here: 409 `periodLocked` with `reason: 'period_locked'`, and the route's transaction rolls back.
import { HttpError } from '../http/errors';

export const PERIOD_LOCKED_SQLSTATE = 'NXLCK';

/** The 409 for a database error that is the lock date's refusal (anywhere in its `cause` chain), else null. */
export function periodLockedError(err: unknown): HttpError | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (code === PERIOD_LOCKED_SQLSTATE) return new HttpError(409, 'periodLocked', typeof detail === 'string' ? detail : '', {}, { reason: 'period_locked' });
  }
  return null;
}
