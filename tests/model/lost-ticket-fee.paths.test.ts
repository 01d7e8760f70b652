// Path tests of the lost-ticket fee chart (issue 21 item 4): every generated path checked against the chart's
// transition table and oracle, then the form's rules.
import { describe, expect, it } from 'vitest';
import { feeProblems } from '../../src/machines/lost-ticket-fee/fee-rules';
import { describeChart } from './chart/describe-chart';
import { lostTicketFeeOracle } from './oracles/lost-ticket-fee.oracle';

describeChart(lostTicketFeeOracle);

describe('lost-ticket fee rules', () => {
  it('a mode of the two and a fixed amount of 1 to 10,000,000 whole cents', () => {
    expect(feeProblems({ mode: 'fixed', cents: 20000 })).toEqual({});
    expect(feeProblems({ mode: 'day_max', cents: 1 })).toEqual({});
    expect(feeProblems({ mode: 'fixed', cents: null })).toEqual({ cents: 'required' });
    expect(feeProblems({ mode: 'fixed', cents: Number.NaN })).toEqual({ cents: 'required' });
    expect(feeProblems({ mode: 'fixed', cents: 0 })).toEqual({ cents: 'range|1|10000000' });
    expect(feeProblems({ mode: 'fixed', cents: 10_000_001 })).toEqual({ cents: 'range|1|10000000' });
    expect(feeProblems({ mode: 'fixed', cents: 12.5 })).toEqual({ cents: 'integer' });
    expect(feeProblems({ mode: 'hourly', cents: 100 })).toEqual({ mode: 'oneOf' });
  });
});
