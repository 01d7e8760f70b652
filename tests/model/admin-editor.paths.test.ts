// Path tests of the admin editor chart (issue 20): every generated path checked against the chart's transition
// table and its oracle, for the two screens whose editors take every row of it (a new row and a listed one of the
// Mall and of the Categories: the ones that delete); then what each screen's form sends and the rules it names on
// chosen stories, Brands and Parking included (their editors have no delete: their replays are the screens').
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { brandBodyOf } from '../../src/machines/admin-editor/brand-editor';
import { categoryBodyOf, categoryProblems, parentOptions } from '../../src/machines/admin-editor/category-editor';
import { plazaBodyOf, plazaProblems, plazaValuesOf } from '../../src/machines/admin-editor/plaza-editor';
import { brandEditorMachine } from '../../src/machines/admin-editor/brand-editor';
import { parkingEditorMachine } from '../../src/machines/admin-editor/parking-editor';
import { describeChartInputs } from './chart/describe-chart';
import { adminEditorOracle, brandCase, categoryCase, categorySamples, plazaCase, plazaSamples, shoes, valle } from './oracles/admin-editor.oracle';
import { pending } from './path-plan';

describeChartInputs(adminEditorOracle(plazaCase, { subject: null, values: plazaSamples[0] }), [
  { label: 'a new plaza', input: { subject: null, values: { name: '', address: '', location: null } } },
  { label: "a plaza's edit", input: { subject: { id: valle.id, name: valle.name }, values: plazaValuesOf(valle) } },
]);

describeChartInputs(adminEditorOracle(categoryCase, { subject: null, values: categorySamples[0] }), [
  { label: 'a new category', input: { subject: null, values: { name_es: '', name_en: '', parent_id: null, active: true } } },
  { label: "a category's edit", input: { subject: { id: shoes.id, name: shoes.name_en }, values: { name_es: shoes.name_es, name_en: shoes.name_en, parent_id: null, active: true } } },
]);

describe('admin editor stories', () => {
  it("sends a plaza's texts trimmed and its pin as lat,lng ('' for none); names each broken rule, the pin's too", () => {
    expect(plazaBodyOf(plazaSamples[0])).toEqual({ name: 'Plaza Sendero', address: 'Av. Sendero 100, Escobedo', location: '25.795,-100.326' });
    expect(plazaBodyOf(plazaSamples[1])).toEqual({ name: 'Plaza Cumbres', address: 'Av. Paseo de los Leones 300', location: '' });
    expect(plazaProblems(plazaSamples[3])).toEqual({ name: 'required', address: 'required', location: 'location' });
    expect(plazaValuesOf(valle)).toEqual({ name: 'Plaza Valle', address: 'Calzada del Valle 400, San Pedro', location: { lat: 25.6517, lng: -100.3622 } });
  });

  it('offers as parents only the categories outside the one edited (not itself, not under it)', () => {
    const tree = [
      { ...shoes, id: 1, parent_id: null },
      { ...shoes, id: 2, parent_id: 1 },
      { ...shoes, id: 3, parent_id: 2 },
      { ...shoes, id: 4, parent_id: null },
    ];
    expect(parentOptions(tree, 1).map((c) => c.id)).toEqual([4]);
    expect(parentOptions(tree, 2).map((c) => c.id)).toEqual([1, 4]);
    expect(parentOptions(tree, null).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(categoryBodyOf({ name_es: ' Botas ', name_en: 'Boots ', parent_id: 2, active: false })).toEqual({ name_es: 'Botas', name_en: 'Boots', parent_id: 2, active: false });
    expect(categoryProblems({ name_es: 'x'.repeat(61), name_en: 'Bo', parent_id: null, active: true })).toEqual({ name_es: 'max|60' });
  });

  it("sends a brand of one store with no excluded stores, and a new logo only when one was chosen", () => {
    expect(brandBodyOf({ name: ' Tienda ', logo: null, more_than_one: false, not_under: [2] })).toEqual({ name: 'Tienda', more_than_one: false, not_under: [] });
    expect(brandBodyOf({ name: 'Tienda', logo: 'data:image/png;base64,AAAA', more_than_one: true, not_under: [2] })).toEqual({ name: 'Tienda', logo: 'data:image/png;base64,AAAA', more_than_one: true, not_under: [2] });
    const actor = createActor(brandEditorMachine.provide({ actors: { save: pending() } }), { input: { subject: { id: 1, name: 'Tienda' }, values: brandCase.samples[0] } }).start();
    actor.send({ type: 'editor.save', values: brandCase.samples[1] });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.problems]).toEqual(['editing', { name: 'min|4' }]);
    // A brand is not deleted here.
    actor.send({ type: 'editor.remove' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it("saves a lot's switch with no rules to break and no delete", () => {
    const actor = createActor(parkingEditorMachine.provide({ actors: { save: pending() } }), { input: { subject: { id: 3, name: 'Valle Oriente' }, values: { active: true } } }).start();
    expect(actor.getSnapshot().context.removable).toBe(false);
    actor.send({ type: 'editor.save', values: { active: false } });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});
