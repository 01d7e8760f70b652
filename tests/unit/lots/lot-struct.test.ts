// The lot modal's contract (src/contracts/lot.struct.ts) as the console checks it, without the server: each
// field's rule code, the phone for its dialling code, the map's "lat,lng", the schedule rows (a weekday in one
// row only, start before end) and the fields as a multipart form sends them.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, LOT_RULES, LotBody, parseLocation } from '../../../src/contracts/lot.struct';

const row = (days: number[], start: string = DEFAULT_SCHEDULE.start, end: string = DEFAULT_SCHEDULE.end) => ({
  ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), days.includes(d)])),
  start,
  end,
});
const lot = (over: Record<string, unknown> = {}) => ({
  name: ' Estacionamiento Centro ',
  plaza_id: 1,
  address: 'Av. Juárez 200',
  number: '(81) 1234-5678',
  country_code: '+52',
  phone_public: false,
  location: ' 25.6816, -100.2945 ',
  schedules: [row([1, 2, 3, 4, 5]), row([0, 6], '10:00', '14:00')],
  prefix: ' ec1 ',
  ...over,
});

/** The failing fields with their rule codes. */
function codes(value: unknown): Record<string, string> {
  const [err] = validate(value, LotBody, { coerce: true });
  return Object.fromEntries((err?.failures() ?? []).map((f) => [f.path.join('.'), f.refinement ? f.message : f.type]));
}

describe('the fields', () => {
  it('trims and normalises what the modal sends', () => {
    const [err, value] = validate(lot(), LotBody, { coerce: true });
    expect(err).toBeUndefined();
    expect(value).toMatchObject({ name: 'Estacionamiento Centro', number: '8112345678', country_code: '52', location: '25.6816, -100.2945', prefix: 'EC1' });
  });

  it('reads a multipart form: ids, yes or no and the schedules as text', () => {
    const form = { ...lot(), plaza_id: '2', phone_public: '1', status: '2', optCovid: 'false', schedules: JSON.stringify(lot().schedules) };
    const [err, value] = validate(form, LotBody, { coerce: true });
    expect(err).toBeUndefined();
    expect(value).toMatchObject({ plaza_id: 2, phone_public: true, status: 2, optCovid: false, schedules: lot().schedules });
    expect(codes({ ...form, schedules: 'lunes' })).toEqual({ schedules: 'array' });
  });

  it('gives each broken rule its code', () => {
    expect(codes(lot({ name: 'abc' }))).toEqual({ name: `min|${LOT_RULES.nameMin}` });
    expect(codes(lot({ address: 'Av. 1' }))).toEqual({ address: `min|${LOT_RULES.addressMin}` });
    expect(codes(lot({ plaza_id: 0 }))).toEqual({ plaza_id: 'id' });
    expect(codes(lot({ number: '' }))).toEqual({ number: 'required' });
    expect(codes(lot({ number: '81123456ab' }))).toEqual({ number: 'type' });
    expect(codes(lot({ number: '811234567' }))).toEqual({ number: `digitsBetween|${LOT_RULES.phoneMin}|${LOT_RULES.phoneMax}` });
    expect(codes(lot({ number: '0000000000' }))).toEqual({ number: 'phone' });
    expect(codes(lot({ country_code: '999' }))).toEqual({ country_code: 'oneOf' });
    expect(codes(lot({ location: '25.6,-181' }))).toEqual({ location: 'location' });
    expect(codes(lot({ location: '' }))).toEqual({});
    expect(codes(lot({ prefix: 'E' }))).toEqual({ prefix: `min|${LOT_RULES.prefixMin}` });
    expect(codes(lot({ prefix: 'EC_1' }))).toEqual({ prefix: 'prefix' });
    expect(codes(lot({ status: 3 }))).toEqual({ status: 'range|1|2' });
  });
});

describe('the schedules', () => {
  it('refuses a weekday in two rows, a row without weekdays, and a start not before the end', () => {
    expect(codes(lot({ schedules: [row([1, 2]), row([2, 3])] }))).toEqual({ 'schedules.1': 'weekdayOnce' });
    expect(codes(lot({ schedules: [row([])] }))).toEqual({ 'schedules.0': 'weekdayNone' });
    expect(codes(lot({ schedules: [row([1], '21:00:00', '09:00:00')] }))).toEqual({ 'schedules.0.end': 'timeAfter|start' });
    expect(codes(lot({ schedules: [row([1], '09:00', '09:00:00')] }))).toEqual({ 'schedules.0.end': 'timeAfter|start' });
    expect(codes(lot({ schedules: [row([1], '09:00', '09:01')] }))).toEqual({});
  });

  it('takes HH:MM or HH:MM:00 of a day only, and one to seven rows', () => {
    expect(codes(lot({ schedules: [row([1], '24:00', '25:00')] }))).toEqual({ 'schedules.0.start': 'time', 'schedules.0.end': 'time' });
    expect(codes(lot({ schedules: [row([1], '09:00:30', '21:00')] }))).toEqual({ 'schedules.0.start': 'time' });
    expect(codes(lot({ schedules: [] }))).toEqual({ schedules: 'required' });
    expect(codes(lot({ schedules: [0, 1, 2, 3, 4, 5, 6, 0].map((d) => row([d])) }))).toEqual({ schedules: 'type', 'schedules.7': 'weekdayOnce' });
    expect(codes(lot({ schedules: [0, 1, 2, 3, 4, 5, 6].map((d) => row([d])) }))).toEqual({});
  });
});

describe('the location', () => {
  it('reads "lat,lng" within the ranges', () => {
    expect(parseLocation('25.6816,-100.2945')).toEqual({ lat: 25.6816, lng: -100.2945 });
    expect(parseLocation('-90,180')).toEqual({ lat: -90, lng: 180 });
    expect(parseLocation('90.5,0')).toBeNull();
    expect(parseLocation('0,180.1')).toBeNull();
    expect(parseLocation('25.68')).toBeNull();
    expect(parseLocation('north,west')).toBeNull();
  });
});
