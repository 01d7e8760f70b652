// The oracle of the shop's validation form (issue 21 item 3: "a shop in the plaza validates a customer's parking:
// free minutes or a fixed or percentage discount, by plate or by ticket, given from the shop's console ... the lot
// admin sets which shops may validate and up to what"; bad input: "a validation beyond what the lot allows, from a
// shop not allowed, or after the visit was paid: 409/422"), in the test's own words: the lots where the shop may
// validate are read with its recent validations; none: the shop is told no lot lets it validate. The form starts on
// the first lot, its first store and the first kind it allows (free minutes, then percentage, then fixed), with no
// value. Validate is sent only for a lot of the list, one of the lot's stores, a kind whose maximum is not 0, a
// whole value from 1 to that maximum, and a plate of 1 to 20 characters (spaces around it do not count) or a
// ticket number (digits, 1 to 2147483647). A refusal keeps the server's words until a field changes; a new lot
// starts again from its first store and kind; a new kind forgets the value. The validation made goes first in the
// recent list; Validate another keeps the lot, store and kind and forgets the plate, ticket and value. A recent
// validation of one of the shop's stores, not withdrawn, whose visit is still open may be withdrawn once the user
// confirms; the withdrawn row replaces the old one. A refused withdrawal reads the recent list again (the row was
// paid or withdrawn meanwhile, and must not offer Withdraw again); a failed read keeps the old list. Used by tests/model/validation-form.paths.test.ts and the replay.
import { expect } from 'vitest';
import type { ValidationLot, ValidationRow } from '../../../src/contracts/validations.struct';
import type { ValidationKind } from '../../../src/domain/receipts';
import { validationFormMachine, type ValidationFormContext, type ValidationFormEvent, type Loaded } from '../../../src/machines/validation-form/validation-form.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type C = ValidationFormContext;
type On<T extends ValidationFormEvent['type']> = Extract<ValidationFormEvent, { type: T }>;

/** Fundadores Norte: up to 120 free minutes or MXN 50.00 off, no percentage; a credit a validation; store Centro. */
export const norte: ValidationLot = { parking_id: 1, parking_name: 'Fundadores Norte', max_minutes: 120, max_fixed_cents: 5000, max_percent: 0, billing: 'credits', credits_cost: 1, branch_ids: [1] };
/** Valle Oriente: a percentage of up to 50 only, billed monthly; stores Valle and Norte. */
export const valle: ValidationLot = { parking_id: 3, parking_name: 'Valle Oriente', max_minutes: 0, max_fixed_cents: 0, max_percent: 50, billing: 'monthly', credits_cost: 0, branch_ids: [2, 4] };
export const lots = [norte, valle];

/** A validation of Tienda Centro's Centro store at Fundadores Norte (its visit's number: the id + 500). */
export const row = (id: number, plate: string, visitState: string, extra: Partial<ValidationRow> = {}): ValidationRow => ({
  id,
  created_at: '2030-01-07T16:00:00.000Z',
  parking_id: 1,
  parking_name: 'Fundadores Norte',
  visit_id: id + 500,
  plate,
  visit_state: visitState,
  shop_id: 1,
  shop_name: 'Tienda Centro',
  branch_id: 1,
  branch_name: 'Sucursal Centro',
  user_name: 'Sofía Tienda',
  kind: 'minutes',
  value: 60,
  billing: 'credits',
  credits: 1,
  applied_cents: null,
  voided_at: null,
  ...extra,
});
/** Open (may be withdrawn), paid, withdrawn, and open but of a store that is gone. */
export const open81 = row(81, 'ABC123', 'open');
export const paid82 = row(82, 'PAID002', 'paid', { applied_cents: 2500 });
export const voided83 = row(83, 'VOID003', 'open', { voided_at: '2030-01-07T16:10:00.000Z' });
export const orphan84 = row(84, 'ORPH004', 'open', { branch_id: null, branch_name: null });
export const recent = [open81, paid82, voided83, orphan84];
export const withdrawn81: ValidationRow = { ...open81, voided_at: '2030-01-07T16:30:00.000Z' };
/** The recent list read again after a refused withdrawal: 81 was paid meanwhile. */
export const reread = [row(81, 'ABC123', 'paid', { applied_cents: 0 }), paid82, voided83, orphan84];
export const made90 = row(90, 'ABC123', 'open', { visit_id: 581, kind: 'minutes', value: 30 });

export const beyond = new ApiError('At most 120 free minutes.', 422, { value: ['At most 120 free minutes.'] });
export const paidVisit = new ApiError('The visit #581 is already paid: it can no longer be validated.', 409);
export const serverDown = new ApiError('Something went wrong', 500);

const cleared = { error: null, fieldErrors: {} };
const maximum = (lot: ValidationLot, kind: ValidationKind) => ({ minutes: lot.max_minutes, percent: lot.max_percent, fixed: lot.max_fixed_cents })[kind];
const lotIn = (c: C) => c.lots.find((l) => l.parking_id === c.parkingId);
const firstKind = (lot: ValidationLot): ValidationKind => (['minutes', 'percent', 'fixed'] as const).find((k) => maximum(lot, k) > 0) ?? 'minutes';
const startOf = (lot: ValidationLot | undefined) => ({ parkingId: lot?.parking_id ?? null, branchId: lot?.branch_ids[0] ?? null, kind: lot ? firstKind(lot) : 'minutes', value: null });

/** What the issue lets a shop send: within the lot's limit, from one of its stores, for a plate or a ticket. */
export function sendable(c: C): boolean {
  const lot = lotIn(c);
  if (!lot || c.branchId === null || !lot.branch_ids.includes(c.branchId)) return false;
  const max = maximum(lot, c.kind);
  if (max === 0 || c.value === null || !Number.isInteger(c.value) || c.value < 1 || c.value > max) return false;
  if (c.by === 'plate') return c.plate.trim().length >= 1 && c.plate.trim().length <= 20;
  return /^\s*\d+\s*$/.test(c.ticket) && Number(c.ticket) >= 1 && Number(c.ticket) <= 2_147_483_647;
}

/** The form as it starts: lot Norte, store Centro, minutes, by plate, nothing typed. */
const untouched = (c: C) => c.parkingId === 1 && c.branchId === 1 && c.kind === 'minutes' && c.by === 'plate' && c.plate === '' && c.ticket === '' && c.value === null;
/** Before anything was validated or withdrawn: the graph explores the fields there only, to stay small. */
const fresh = (c: C) => c.last === null && c.recent.every((r) => r.id !== 90 && r.voided_at === (r.id === 83 ? voided83.voided_at : null));
const typedNothing = (c: C) => c.plate === '' && c.ticket === '' && c.value === null;

export const validationFormOracle: OracleOf<typeof validationFormMachine> = {
  name: 'validation-form',
  machine: validationFormMachine,
  input: { shopId: 1 },
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadForm', output: { lots, recent } satisfies Loaded },
    { type: 'xstate.done.actor.loadForm', output: { lots: [], recent: [paid82] } satisfies Loaded },
    { type: 'xstate.error.actor.loadForm', error: serverDown },
    { type: 'form.retryLoad' },
    // The lot, the store, the kind and plate-or-ticket are chosen before anything is typed; the plate or the
    // ticket before the value; each field moves along a short cycle (a store outside the lot, a blank plate, a
    // ticket that is no number, a value beyond every maximum).
    ...(fresh(c) && typedNothing(c)
      ? [
          { type: 'form.lot', parkingId: c.parkingId === 1 ? 3 : 1 } as const,
          { type: 'form.store', branchId: c.branchId === 1 ? 2 : 1 } as const,
          { type: 'form.kind', kind: c.kind === 'minutes' ? 'percent' : c.kind === 'percent' ? 'fixed' : 'minutes' } as const,
          { type: 'form.by', by: c.by === 'plate' ? 'ticket' : 'plate' } as const,
        ]
      : []),
    ...(fresh(c) && c.value === null && c.by === 'plate' ? [{ type: 'form.plate', plate: c.plate === '' ? ' abc123 ' : c.plate === ' abc123 ' ? '   ' : '' } as const] : []),
    ...(fresh(c) && c.value === null && c.by === 'ticket' ? [{ type: 'form.ticket', ticket: c.ticket === '' ? '581' : c.ticket === '581' ? '58a' : '' } as const] : []),
    ...(fresh(c) && (c.plate !== '' || c.ticket !== '') ? [{ type: 'form.value', value: c.value === null ? 30 : c.value === 30 ? 5001 : null } as const] : []),
    { type: 'form.submit' },
    { type: 'xstate.done.actor.sendValidation', output: made90 },
    { type: 'xstate.error.actor.sendValidation', error: beyond },
    { type: 'xstate.error.actor.sendValidation', error: paidVisit },
    { type: 'form.again' },
    ...(untouched(c) ? [81, 82, 83, 84, 99].map((id) => ({ type: 'form.void', id }) as const) : []),
    { type: 'form.confirmVoid' },
    { type: 'form.cancelVoid' },
    { type: 'xstate.done.actor.voidValidation', output: withdrawn81 },
    { type: 'xstate.error.actor.voidValidation', error: paidVisit },
    { type: 'xstate.done.actor.loadRecent', output: reread },
    { type: 'xstate.error.actor.loadRecent', error: serverDown },
  ],
  initialContext: (input) => ({
    shopId: input.shopId,
    lots: [],
    recent: [],
    last: null,
    voidingId: null,
    parkingId: null,
    branchId: null,
    by: 'plate',
    plate: '',
    ticket: '',
    kind: 'minutes',
    value: null,
    ...cleared,
  }),
  guards: {
    hasLots: (_c, e) => (e as Done<Loaded>).output.lots.length > 0,
    canValidate: (c) => sendable(c),
    canVoid: (c, e) => {
      const r = c.recent.find((x) => x.id === (e as On<'form.void'>).id);
      return r !== undefined && r.voided_at === null && r.visit_state === 'open' && r.branch_id !== null;
    },
  },
  effects: {
    'loading xstate.done.actor.loadForm [hasLots]': (_c, e: Done<Loaded>) => ({ lots: e.output.lots, recent: e.output.recent, ...startOf(e.output.lots[0]) }),
    'loading xstate.done.actor.loadForm [—]': (_c, e: Done<Loaded>) => ({ recent: e.output.recent }),
    'loading xstate.error.actor.loadForm': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'loadFailed form.retryLoad': () => cleared,
    'editing form.lot': (c, e: On<'form.lot'>) => ({ ...startOf(c.lots.find((l) => l.parking_id === e.parkingId)), ...cleared }),
    'editing form.store': (_c, e: On<'form.store'>) => ({ branchId: e.branchId, ...cleared }),
    'editing form.by': (_c, e: On<'form.by'>) => ({ by: e.by, ...cleared }),
    'editing form.plate': (_c, e: On<'form.plate'>) => ({ plate: e.plate, ...cleared }),
    'editing form.ticket': (_c, e: On<'form.ticket'>) => ({ ticket: e.ticket, ...cleared }),
    'editing form.kind': (_c, e: On<'form.kind'>) => ({ kind: e.kind, value: null, ...cleared }),
    'editing form.value': (_c, e: On<'form.value'>) => ({ value: e.value, ...cleared }),
    'editing form.submit': () => cleared,
    'editing form.void': (_c, e: On<'form.void'>) => ({ voidingId: e.id, ...cleared }),
    'confirmingVoid form.cancelVoid': () => ({ voidingId: null }),
    'submitting xstate.done.actor.sendValidation': (c, e: Done<ValidationRow>) => ({ last: e.output, recent: [e.output, ...c.recent].slice(0, 10) }),
    'submitting xstate.error.actor.sendValidation': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'voiding xstate.done.actor.voidValidation': (c, e: Done<ValidationRow>) => ({ recent: c.recent.map((r) => (r.id === e.output.id ? e.output : r)), voidingId: null }),
    'voiding xstate.error.actor.voidValidation': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors, voidingId: null }),
    'editing.voidRefused xstate.done.actor.loadRecent': (_c, e: Done<ValidationRow[]>) => ({ recent: e.output }),
    'done form.again': () => ({ plate: '', ticket: '', value: null, last: null }),
  },
  states: {
    loading: (c) => expect(c.lots).toEqual([]),
    loadFailed: (c) => expect(c.error).toBe(serverDown.message),
    noLots: (c) => {
      expect(c.lots).toEqual([]);
      expect(c.recent).toEqual([paid82]);
    },
    editing: (c) => {
      expect(c.lots).toEqual(lots);
      expect(c.parkingId === 1 || c.parkingId === 3).toBe(true);
    },
    'editing.clean': (c) => expect(c.error).toBeNull(),
    'editing.refused': (c) => expect([beyond.message, paidVisit.message]).toContain(c.error),
    'editing.voidRefused': (c) => {
      expect(c.error).toBe(paidVisit.message);
      expect(c.voidingId).toBeNull();
      // The list as it was, or as read again: wholly the server's.
      if (c.recent.some((r) => r.id === 81 && r.visit_state === 'paid')) expect(c.recent).toEqual(reread);
    },
    // Only a withdrawable validation is asked about and sent.
    confirmingVoid: (c) => expect(c.voidingId).toBe(81),
    voiding: (c) => expect(c.voidingId).toBe(81),
    // Only a request the server could accept is sent.
    submitting: (c) => expect(sendable(c)).toBe(true),
    done: (c) => {
      expect(c.last).toEqual(made90);
      expect(c.recent[0]).toEqual(made90);
    },
  },
  params: {
    validated: (_c, e) => ({ row: (e as Done<ValidationRow>).output }),
    voided: (_c, e) => ({ row: (e as Done<ValidationRow>).output }),
  },
  invokes: {
    loadForm: (c) => c.shopId,
    sendValidation: (c) => ({ shopId: c.shopId, branchId: c.branchId, choice: c }),
    voidValidation: (c) => ({ shopId: c.shopId, row: c.recent.find((r) => r.id === c.voidingId) }),
    loadRecent: (c) => c.shopId,
  },
  internalActions: ['keepError', 'clearError'],
};
