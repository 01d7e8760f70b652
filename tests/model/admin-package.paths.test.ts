// The Packages' editor (issue 20) is the admin editor chart (tests/model/admin-editor.paths.test.ts walks its
// every row) with a package's form: these are its stories, the rules and the body a save sends, checked against
// rules written here from the contract (a name of 3 to 60 characters, credits 1 to 1,000,000, gift credits 0 to
// 1,000,000, a price from $0.01 to $1,000,000.00 sent in cents) and its lack of a delete.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AdminPackage } from '../../src/contracts/admin-packages.struct';
import { emptyPackage, packageBodyOf, packageEditorMachine, packageProblems, packageValuesOf } from '../../src/machines/admin-editor/admin-package/package-editor';
import { pending } from './path-plan';

const paquete50: AdminPackage = { id: 2, name: 'Paquete 50', credits: 50, gift_credits: 5, price_cents: 89_900, bulk: true, transferable: true, active: true, purchases: 4 };

describe('package editor stories', () => {
  it("starts a new package on sale, bulk and transferable, with no gift; an edit from the row, its price in pesos", () => {
    expect(emptyPackage()).toEqual({ name: '', credits: '', gift_credits: 0, price: '', bulk: true, transferable: true, active: true });
    expect(packageValuesOf(paquete50)).toEqual({ name: 'Paquete 50', credits: 50, gift_credits: 5, price: 899, bulk: true, transferable: true, active: true });
  });

  it('sends the name trimmed and the price in whole cents (no float noise)', () => {
    expect(packageBodyOf({ ...packageValuesOf(paquete50), name: '  Paquete 60 ', price: 1_049.99 })).toEqual({
      name: 'Paquete 60',
      credits: 50,
      gift_credits: 5,
      price_cents: 104_999,
      bulk: true,
      transferable: true,
      active: true,
    });
    expect(packageBodyOf({ ...packageValuesOf(paquete50), price: 0.29 }).price_cents).toBe(29);
  });

  it('names each broken rule on its field, the price in pesos', () => {
    expect(packageProblems(emptyPackage())).toEqual({ name: 'required', credits: 'required', price: 'required' });
    expect(packageProblems({ ...emptyPackage(), name: 'P5', credits: 0, gift_credits: '', price: 0 })).toEqual({ name: 'min|3', credits: 'range|1|1000000', gift_credits: 'required', price: 'range|0.01|1000000' });
    expect(packageProblems({ ...packageValuesOf(paquete50), price: 1_000_000.01 })).toEqual({ price: 'range|0.01|1000000' });
    expect(packageProblems(packageValuesOf(paquete50))).toEqual({});
  });

  it('saves a valid package and keeps a broken one in the form; a package is never deleted', () => {
    const actor = createActor(packageEditorMachine.provide({ actors: { save: pending() } }), { input: { subject: { id: 2, name: 'Paquete 50' }, values: packageValuesOf(paquete50) } }).start();
    expect(actor.getSnapshot().context.removable).toBe(false);
    actor.send({ type: 'editor.remove' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'editor.save', values: { ...packageValuesOf(paquete50), credits: '' } });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.problems]).toEqual(['editing', { credits: 'required' }]);
    actor.send({ type: 'editor.save', values: { ...packageValuesOf(paquete50), active: false } });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});
