// The oracle of the admin editor chart (issue 20; /work/notes/issue20-brief.md "Editors"), written in the test's
// own words: Save with a form that breaks none of the screen's rules goes to the server with the row and the
// values; one that breaks some keeps the values and names each broken rule on its field; the server's refusal
// brings the form back with its message and per-field messages; an existing row of a screen that deletes asks
// before it goes, and Cancel keeps the form; saved and deleted rows toast the server's words and tell the list.
// Each screen's rules are written here from the spec and the contracts, apart from the screens' forms: the Mall's
// (name 3 to 100 characters, address 6 to 255, the pin within latitude -90..90 and longitude -180..180) and the
// Categories' (each name 2 to 60 characters). Used by tests/model/admin-editor.paths.test.ts and the screens'
// editor replays (tests/model/views/admin-*.view.test.tsx).
import { expect } from 'vitest';
import type { AdminEditorContext, AdminEditorEvent, AdminEditorInput, AdminEditorMachine, EditorAnswer } from '../../../src/machines/admin-editor/admin-editor.machine';
import { brandEditorMachine, type BrandValues } from '../../../src/machines/admin-editor/brand-editor';
import { categoryEditorMachine, type CategoryValues } from '../../../src/machines/admin-editor/category-editor';
import { parkingEditorMachine, type ParkingValues } from '../../../src/machines/admin-editor/parking-editor';
import { plazaEditorMachine, type PlazaValues } from '../../../src/machines/admin-editor/plaza-editor';
import { ApiError } from '../../../src/services/http';
import type { ChartOracle, Done, Failure } from '../chart/chart-oracle';

type Problems = Record<string, string>;

/** A screen's editor as the oracle sees it: its chart, whether it deletes, the form values a user may save
 *  (valid or not) and the rules each breaks. */
export type EditorCase<V> = {
  name: string;
  machine: AdminEditorMachine<V>;
  deletes: boolean;
  samples: readonly V[];
  expectedProblems: (values: V) => Problems;
};

export const refusal = new ApiError('The given data was invalid.', 422, { name: ['The name Plaza Valle already belongs to another plaza.'] });
export const conflict = new ApiError('It cannot be deleted: something uses it.', 409);
const answer = (message: string): EditorAnswer => ({ message });

/** A text's rule: required, then at least `min`, at most `max` characters once trimmed. */
function textRule(out: Problems, field: string, value: string, min: number, max: number) {
  const n = value.trim().length;
  if (n === 0) out[field] = 'required';
  else if (n < min) out[field] = `min|${min}`;
  else if (n > max) out[field] = `max|${max}`;
}

export function adminEditorOracle<V>(c: EditorCase<V>, input: AdminEditorInput<V>): ChartOracle<AdminEditorContext<V>, AdminEditorEvent<V>, AdminEditorInput<V>> {
  type On<T extends AdminEditorEvent<V>['type']> = Extract<AdminEditorEvent<V>, { type: T }>;
  const valid = (v: V) => Object.keys(c.expectedProblems(v)).length === 0;
  return {
    name: 'admin-editor',
    machine: c.machine,
    input,
    events: () => [
      ...c.samples.map((values) => ({ type: 'editor.save' as const, values })),
      { type: 'editor.remove' },
      { type: 'editor.confirm' },
      { type: 'editor.cancel' },
      { type: 'editor.close' },
      { type: 'xstate.done.actor.save', output: answer('Saved.') },
      { type: 'xstate.error.actor.save', error: refusal },
      { type: 'xstate.done.actor.remove', output: answer('Deleted.') },
      { type: 'xstate.error.actor.remove', error: conflict },
    ],
    initialContext: (i) => ({ subject: i.subject, removable: i.subject !== null && c.deletes, values: i.values, problems: {}, error: null, fieldErrors: {} }),
    guards: {
      formIsValid: (_c, e: On<'editor.save'>) => valid(e.values),
      removable: (ctx) => ctx.subject !== null && c.deletes,
    },
    effects: {
      'editing editor.save [formIsValid]': (_c, e: On<'editor.save'>) => ({ values: e.values, problems: {}, error: null, fieldErrors: {} }),
      'editing editor.save': (_c, e: On<'editor.save'>) => ({ values: e.values, problems: c.expectedProblems(e.values) }),
      'editing editor.remove': () => ({ error: null, fieldErrors: {} }),
      'saving xstate.error.actor.save': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
      'removing xstate.error.actor.remove': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    },
    states: {
      editing: (ctx) => {
        if (Object.keys(ctx.problems).length > 0) expect(ctx.problems).toEqual(c.expectedProblems(ctx.values));
      },
      confirming: (ctx) => expect([ctx.subject !== null, c.deletes]).toEqual([true, true]),
      saving: (ctx) => {
        expect(ctx.problems).toEqual({});
        expect(valid(ctx.values)).toBe(true);
      },
      removing: (ctx) => expect(ctx.subject).not.toBeNull(),
      saved: (ctx) => expect(ctx.problems).toEqual({}),
      removed: (ctx) => expect(ctx.subject).not.toBeNull(),
      closed: () => {},
    },
    params: {
      notify: (_c, e: Done<EditorAnswer>) => ({ message: e.output.message }),
    },
    invokes: {
      save: (ctx) => ({ subject: ctx.subject, values: ctx.values }),
      remove: (ctx) => ctx.subject,
    },
  };
}

// ---- The Mall ----------------------------------------------------------------------------------------------
export const plazaSamples: PlazaValues[] = [
  { name: 'Plaza Sendero', address: 'Av. Sendero 100, Escobedo', location: { lat: 25.795, lng: -100.326 } },
  { name: '  Plaza Cumbres  ', address: 'Av. Paseo de los Leones 300', location: null },
  { name: 'PS', address: 'Av. 1', location: null },
  { name: '', address: '', location: { lat: 95, lng: -100 } },
];
export const plazaCase: EditorCase<PlazaValues> = {
  name: 'plaza',
  machine: plazaEditorMachine,
  deletes: true,
  samples: plazaSamples,
  expectedProblems: (v) => {
    const out: Problems = {};
    textRule(out, 'name', v.name, 3, 100);
    textRule(out, 'address', v.address, 6, 255);
    if (v.location && (Math.abs(v.location.lat) > 90 || Math.abs(v.location.lng) > 180)) out.location = 'location';
    return out;
  },
};
export const valle = { id: 2, name: 'Plaza Valle', address: 'Calzada del Valle 400, San Pedro', location: '25.6517,-100.3622', lots: 1, stores: 1 };

// ---- Categories --------------------------------------------------------------------------------------------
export const categorySamples: CategoryValues[] = [
  { name_es: 'Ropa de niños', name_en: "Children's clothing", parent_id: 1, active: true },
  { name_es: 'Calzado', name_en: 'Shoes', parent_id: null, active: false },
  { name_es: 'R', name_en: '', parent_id: null, active: true },
];
export const categoryCase: EditorCase<CategoryValues> = {
  name: 'category',
  machine: categoryEditorMachine,
  deletes: true,
  samples: categorySamples,
  expectedProblems: (v) => {
    const out: Problems = {};
    textRule(out, 'name_es', v.name_es, 2, 60);
    textRule(out, 'name_en', v.name_en, 2, 60);
    return out;
  },
};
export const shoes = { id: 2, name_es: 'Calzado', name_en: 'Shoes', parent_id: null, active: true, depth: 0, path: '', stores: 1, requests: 0, children: 0 };

// ---- Brands (no delete) ------------------------------------------------------------------------------------
export const brandSamples: BrandValues[] = [
  { name: 'Tienda Centro MX', logo: null, more_than_one: true, not_under: [2] },
  { name: 'Tda', logo: null, more_than_one: false, not_under: [] },
];
export const brandCase: EditorCase<BrandValues> = {
  name: 'brand',
  machine: brandEditorMachine,
  deletes: false,
  samples: brandSamples,
  expectedProblems: (v) => {
    const out: Problems = {};
    textRule(out, 'name', v.name, 4, 50);
    return out;
  },
};

// ---- Parking (no delete, no rules) -------------------------------------------------------------------------
export const parkingCase: EditorCase<ParkingValues> = {
  name: 'parking',
  machine: parkingEditorMachine,
  deletes: false,
  samples: [{ active: false }, { active: true }],
  expectedProblems: () => ({}),
};
