// Path tests of the request editor of the admin module's Requests (issue 20): every generated path checked
// against the chart's transition table and oracle; then the decision forms' rules against the server's.
import { describe, expect, it } from 'vitest';
import { approvalProblems, rejectionProblems } from '../../src/machines/admin-request/decision-form';
import { describeChart } from './chart/describe-chart';
import { adminRequestOracle, plazas } from './oracles/admin-request.oracle';

describeChart(adminRequestOracle);

describe('admin-request decision forms', () => {
  it('takes a plaza offered, and a reason of 5 to 500 characters after trimming', () => {
    expect(approvalProblems(2, plazas)).toEqual({});
    expect(approvalProblems(null, plazas)).toEqual({ plaza_id: 'required' });
    expect(approvalProblems(3, plazas)).toEqual({ plaza_id: 'oneOf' });
    expect(rejectionProblems('Ilegible')).toEqual({});
    expect(rejectionProblems('   ')).toEqual({ reason: 'required' });
    expect(rejectionProblems(' abc ')).toEqual({ reason: 'min|5' });
    expect(rejectionProblems('x'.repeat(501))).toEqual({ reason: 'max|500' });
  });
});
