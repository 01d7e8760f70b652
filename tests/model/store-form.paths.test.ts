// Path tests of the store form (spec 3 §2 store add/update, §4 store status): every generated path checked against
// the chart's transition table and oracle, for a new store and a store's edit; then the request a save sends and
// the rules on chosen stories.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { problemsOf, saveRequestOf } from '../../src/machines/store-form/store-form';
import { storeFormMachine } from '../../src/machines/store-form/store-form.machine';
import { describeChartInputs } from './chart/describe-chart';
import { activeStore, badValues, categories, goodValues, storefront, storeFormOracle } from './oracles/store-form.oracle';
import { pending } from './path-plan';

describeChartInputs(storeFormOracle, [
  { label: 'new store', input: { shopId: 1, storeId: null } },
  { label: "a store's edit", input: { shopId: 1, storeId: 1 } },
]);


describe('store-form stories', () => {
  it('sends the phone as digits with the country code, the weekdays in order, the pin and the storefront', () => {
    expect(saveRequestOf(1, activeStore, goodValues, '25.7,-100.3', storefront)).toEqual({
      shopId: 1,
      storeId: 1,
      body: {
        name: 'Sucursal Cumbres',
        address: 'Av. Paseo de los Leones 300, Monterrey',
        number: '8112347777',
        country_code: '52',
        phone_public: true,
        location: '25.7,-100.3',
        opens_at: '10:00',
        closes_at: '20:00',
        days_open: [1, 2, 5],
        categories: [2],
        covid_disinfectant: false,
        covid_cleansing: true,
        covid_controlled_access: true,
      },
      storefront,
    });
  });

  it('keeps every broken rule on its field, and a phone that is not valid for its country', () => {
    expect(problemsOf(badValues, '91,0')).toEqual({
      name: 'min|4',
      address: 'min|6',
      number: 'digitsBetween|10|15',
      location: 'location',
      closes_at: 'timeAfter|opens_at',
      days_open: 'weekdayNone',
      categories: 'required',
    });
    expect(problemsOf({ ...goodValues, number: '1234567890' }, '')).toEqual({ number: 'phone' });
    expect(problemsOf({ ...goodValues, categories: [1, 2, 3, 4, 5, 6] }, '')).toEqual({ categories: 'maxItems|5' });
  });

  it("inactivates only after 'I Agree', and Cancel keeps the store as it is", () => {
    const actor = createActor(storeFormMachine.provide({ actors: { loadStore: pending(), geocode: pending(), saveStore: pending(), sendForVerification: pending(), changeStatus: pending() } }), { input: { shopId: 1, storeId: 1 } }).start();
    actor.send({ type: 'xstate.done.actor.loadStore', output: { store: activeStore, categories } } as never);
    actor.send({ type: 'store.activate' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    actor.send({ type: 'store.inactivate' });
    expect(actor.getSnapshot().value).toBe('confirmingInactivate');
    actor.send({ type: 'store.cancel' });
    expect(actor.getSnapshot().context.statusAction).toBeNull();
    actor.send({ type: 'store.inactivate' });
    actor.send({ type: 'store.agree' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.statusAction]).toEqual(['changingStatus', 'inactivate']);
  });
});
