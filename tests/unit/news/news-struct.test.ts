// The news form's contract (src/contracts/news.struct.ts) as the console checks it, without the server: the field
// rules' codes, the end date against the start, yes or no as forms send it, the picture's rule and the order list.
import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { NEWS_RULES, NewsBody, newsImageFailures, NewsOrderBody } from '../../../src/contracts/news.struct';

const form = (over: Record<string, unknown> = {}) => ({
  name: ' Nuevo horario ',
  description: 'Abrimos de 7:00 a 23:00.',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  show_end_date: 'true',
  ...over,
});

/** The failing fields with their rule codes. */
function codesOf<T, S>(struct: Struct<T, S>, value: unknown): Record<string, string> {
  const [err] = validate(value, struct, { coerce: true });
  return Object.fromEntries((err?.failures() ?? []).map((f) => [f.path.join('.'), f.refinement ? f.message : f.type]));
}
const codes = (value: unknown) => codesOf(NewsBody, value);

describe('the fields', () => {
  it('trims the texts and reads yes or no from a form', () => {
    const [err, value] = validate(form(), NewsBody, { coerce: true });
    expect(err).toBeUndefined();
    expect(value).toEqual({ name: 'Nuevo horario', description: 'Abrimos de 7:00 a 23:00.', start_date: '2026-12-01', end_date: '2026-12-31', show_end_date: true });
    for (const [sent, read] of [['true', true], ['1', true], [1, true], [true, true], ['false', false], ['0', false], [0, false], [false, false]] as const) {
      expect(validate(form({ show_end_date: sent }), NewsBody, { coerce: true })[1]?.show_end_date, String(sent)).toBe(read);
    }
  });

  it('gives each broken rule its code', () => {
    expect(codes(form({ name: 'abc' }))).toEqual({ name: `min|${NEWS_RULES.nameMin}` });
    expect(codes(form({ name: 'n'.repeat(51) }))).toEqual({ name: `max|${NEWS_RULES.nameMax}` });
    expect(codes(form({ description: '  xyz ' }))).toEqual({ description: `min|${NEWS_RULES.descriptionMin}` });
    expect(codes(form({ description: 'd'.repeat(351) }))).toEqual({ description: `max|${NEWS_RULES.descriptionMax}` });
    expect(codes(form({ start_date: '2026-02-29' }))).toEqual({ start_date: 'type' });
    expect(codes(form({ show_end_date: 'yes' }))).toEqual({ show_end_date: 'boolean' });
    expect(codes(form({ name: 'n'.repeat(50), description: 'd'.repeat(350) }))).toEqual({});
  });

  it('refuses an end date before the start date, on the end date, and takes the same day', () => {
    expect(codes(form({ start_date: '2026-12-10', end_date: '2026-12-09' }))).toEqual({ end_date: 'afterOrEqual|start date' });
    expect(codes(form({ start_date: '2027-01-01', end_date: '2026-12-31' }))).toEqual({ end_date: 'afterOrEqual|start date' });
    expect(codes(form({ start_date: '2026-12-10', end_date: '2026-12-10' }))).toEqual({});
  });
});

describe('the picture', () => {
  it('is required when creating, optional when editing', () => {
    expect(newsImageFailures({ editing: false, image: false })).toEqual([['image', 'required']]);
    expect(newsImageFailures({ editing: false, image: true })).toEqual([]);
    expect(newsImageFailures({ editing: true, image: false })).toEqual([]);
  });
});

describe('the order list', () => {
  it('reads ids from JSON or from a form\'s text, and an empty list', () => {
    expect(validate({ news: [3, '1', 2] }, NewsOrderBody, { coerce: true })[1]).toEqual({ news: [3, 1, 2] });
    expect(validate({ news: '3, 1,2' }, NewsOrderBody, { coerce: true })[1]).toEqual({ news: [3, 1, 2] });
    expect(validate({ news: '' }, NewsOrderBody, { coerce: true })[1]).toEqual({ news: [] });
  });

  it(`refuses what is not an id and more than ${NEWS_RULES.maxItems} items`, () => {
    expect(codesOf(NewsOrderBody, { news: [1, 0] })).toEqual({ 'news.1': 'id' });
    expect(codesOf(NewsOrderBody, { news: '1,x' })).toEqual({ 'news.1': 'integer' });
    expect(Object.keys(codesOf(NewsOrderBody, { news: Array.from({ length: NEWS_RULES.maxItems + 1 }, (_, i) => i + 1) }))).toEqual(['news']);
  });
});
