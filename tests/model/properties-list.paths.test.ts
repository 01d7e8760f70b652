// Path tests of the properties list (spec 3 §2 Properties, §7, §9): every generated path checked against the
// chart's transition table and oracle; then the search on the name (fuzzy, threshold 0.3).
import { describe, expect, it } from 'vitest';
import { foundLots } from '../../src/machines/properties-list/properties-list.selectors';
import { describeChart } from './chart/describe-chart';
import { afterSave, propertiesListOracle } from './oracles/properties-list.oracle';

describeChart(propertiesListOracle);

describe('properties-list search', () => {
  it('finds lots by name with a typo, lists every lot for an empty search, and none for an unrelated word', () => {
    const names = (query: string) => foundLots({ lots: afterSave, query }).map((l) => l.name);
    expect(names('')).toEqual(['Fundadores Norte', 'Fundadores Sur', 'Estacionamiento Centro']);
    expect(names('fundadores sru')).toContain('Fundadores Sur');
    expect(names('Estacionamento')).toEqual(['Estacionamiento Centro']);
    expect(names('zzzz')).toEqual([]);
    // The name only: the prefix EC is no match.
    expect(names('PS')).toEqual([]);
  });
});
