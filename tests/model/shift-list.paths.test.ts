// Path tests of the lot admin's shifts chart (issue 21 item 5): every generated path checked against the chart's
// transition table and oracle, then the screen's reads of it.
import { describe, expect, it } from 'vitest';
import { differenceTone, operatorOptions, shiftsPage } from '../../src/machines/shift-list/shift-list.selectors';
import { describeChart } from './chart/describe-chart';
import { firstFilter, OPERATORS, shiftListOracle, TODAY } from './oracles/shift-list.oracle';

describeChart(shiftListOracle);

describe('shifts screen reads', () => {
  it('a difference below zero is short, above it over, zero exact, and an open shift has none', () => {
    expect([differenceTone(-1), differenceTone(2_000), differenceTone(0), differenceTone(null)]).toEqual(['short', 'over', 'exact', null]);
  });

  it('the operator choice offers all first, then the listed operators by id', () => {
    expect(operatorOptions(OPERATORS, 'All operators')).toEqual([
      { value: '', label: 'All operators' },
      { value: '4', label: 'Pedro Operador' },
      { value: '9', label: 'Rosa Caja' },
    ]);
  });

  it('the footer counts the whole filtered set', () => {
    const filter = { ...firstFilter(TODAY), page: 2 };
    expect(shiftsPage({ filter, total: 12 })).toEqual({ page: 2, pages: 2, buttons: [1, 2], from: 11, to: 12, total: 12 });
  });
});
