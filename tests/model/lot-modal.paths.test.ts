// Path tests of the lot modal (spec 3 §2 Properties, §4, §5 Parking lot, §8 the geocode alert; issue 16 items 1
// and 2): every generated path checked against the chart's transition table and oracle, for a new lot, an edit
// by an administrator and an edit by a user who may change the status; then the request a save sends, the rules
// on their fields and the geocoding on chosen stories.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { saveRequestOf, valuesOf } from '../../src/machines/lot-modal/lot-form';
import { lotModalMachine } from '../../src/machines/lot-modal/lot-modal.machine';
import { describeChartInputs } from './chart/describe-chart';
import { ADDRESS, bad, empty, existing, good, images, lotModalOracle, noPlace, plazas } from './oracles/lot-modal.oracle';
import { pending } from './path-plan';

describeChartInputs(lotModalOracle, [
  { label: 'new lot', input: { lot: null, canSetStatus: false } },
  { label: 'edit', input: { lot: existing, canSetStatus: false } },
  { label: 'edit with the status switch', input: { lot: existing, canSetStatus: true } },
]);

function live(input: { lot: typeof existing | null; canSetStatus: boolean }) {
  const actor = createActor(lotModalMachine.provide({ actors: { loadPlazas: pending(), geocode: pending(), saveLot: pending(), rotateKey: pending() } }), { input }).start();
  const send = (e: object) => actor.send(e as never);
  send({ type: 'xstate.done.actor.loadPlazas', output: plazas });
  return { actor, send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('lot-modal stories', () => {
  it('sends the trimmed fields, the digits, the dialling code, the upper-cased prefix, the pin and the images', () => {
    expect(saveRequestOf(null, good, '25.7,-100.3', images, true)).toEqual({
      lotId: null,
      body: {
        name: 'Estacionamiento Centro',
        plaza_id: 2,
        address: 'Av. Juárez 200, Monterrey',
        number: '8112345678',
        country_code: '52',
        phone_public: true,
        location: '25.7,-100.3',
        schedules: good.schedules,
        prefix: 'EC',
      },
      images,
    });
    // The status goes only from an edit with the switch shown; a Danish number carries 45.
    expect(saveRequestOf(existing, { ...good, country: 'DK', number: '3212345678', active: false }, '', {}, true)).toMatchObject({ lotId: 2, body: { country_code: '45', status: 2, location: '' } });
    expect(saveRequestOf(existing, good, '', {}, false).body).not.toHaveProperty('status');
  });

  it("opens an edit with the lot's values: times without seconds, the country from the number", () => {
    expect(valuesOf(existing)).toMatchObject({ country: 'MX', plaza_id: 1, active: true, schedules: [{ start: '08:00', end: '22:00', '1': true, '0': false }, { start: '10:00', end: '14:00', '0': true }] });
  });

  it('keeps the form and shows every broken rule on its field, a schedule row on its own', () => {
    const modal = live({ lot: null, canSetStatus: false });
    modal.send({ type: 'lot.save', values: bad, images: {} });
    expect(modal.value()).toEqual({ editing: 'idle' });
    expect(modal.context().problems).toEqual({
      name: 'min|4',
      plaza_id: 'required',
      address: 'min|6',
      number: 'digitsBetween|10|15',
      prefix: 'prefix',
      'schedules.1': 'weekdayOnce',
      'schedules.1.end': 'timeAfter|start',
    });
    modal.send({ type: 'lot.save', values: empty, images: {} });
    expect(modal.context().problems).toEqual({ prefix: 'required', 'schedules.1': 'weekdayNone' });
    modal.send({ type: 'lot.save', values: good, images });
    expect(modal.value()).toBe('saving');
  });

  it('geocodes only an address of 5 characters or more; a new address or a pin placed by hand replaces the one under way', () => {
    const modal = live({ lot: null, canSetStatus: false });
    modal.send({ type: 'lot.geocode', address: ' Av 1 ' });
    expect(modal.value()).toEqual({ editing: 'idle' });
    modal.send({ type: 'lot.geocode', address: ADDRESS });
    expect(modal.value()).toEqual({ editing: 'geocoding' });
    modal.send({ type: 'xstate.error.actor.geocode', error: noPlace });
    expect([modal.value(), modal.context().geocodeStatus]).toEqual([{ editing: 'idle' }, 'ZERO_RESULTS']);
    modal.send({ type: 'lot.geocode', address: ADDRESS });
    modal.send({ type: 'lot.placePin', location: '25.1,-100.1' });
    // The pin placed by hand wins: a late answer of the geocoding it cancelled moves nothing, and leaving the
    // same address again does not geocode it again.
    modal.send({ type: 'xstate.done.actor.geocode', output: { lat: 1, lng: 2 } });
    expect([modal.value(), modal.context().location, modal.context().geocodeStatus]).toEqual([{ editing: 'idle' }, '25.1,-100.1', null]);
    modal.send({ type: 'lot.geocode', address: ` ${ADDRESS}` });
    expect(modal.value()).toEqual({ editing: 'idle' });
  });

  it("tabbing through an edited lot's address keeps its pin; a changed address is geocoded", () => {
    const modal = live({ lot: existing, canSetStatus: false });
    modal.send({ type: 'lot.geocode', address: existing.address });
    expect(modal.value()).toEqual({ editing: 'idle' });
    modal.send({ type: 'lot.geocode', address: ADDRESS });
    expect(modal.value()).toEqual({ editing: 'geocoding' });
  });

  it('rotates the key of an edited lot only after the confirmation, and never for a new lot', () => {
    const fresh = live({ lot: null, canSetStatus: false });
    fresh.send({ type: 'lot.rotateKey' });
    expect(fresh.value()).toEqual({ editing: 'idle' });
    const modal = live({ lot: existing, canSetStatus: false });
    modal.send({ type: 'lot.rotateKey' });
    expect(modal.value()).toBe('confirmingRotate');
    modal.send({ type: 'lot.cancelRotate' });
    expect(modal.value()).toEqual({ editing: 'idle' });
    modal.send({ type: 'lot.rotateKey' });
    modal.send({ type: 'lot.confirmRotate' });
    modal.send({ type: 'xstate.done.actor.rotateKey', output: 'k2' });
    expect([modal.value(), modal.context().deviceKey]).toEqual(['keyShown', 'k2']);
  });
});
