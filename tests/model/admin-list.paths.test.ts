// Path tests of the admin lists' chart (issue 20): every generated path checked against the chart's transition
// table and oracle; then the query a request sends and the footer of the page the server answered.
import { describe, expect, it } from 'vitest';
import { listPage } from '../../src/machines/admin-list/admin-list.selectors';
import { adminListQuery } from '../../src/services/admin-list.api';
import { describeChart } from './chart/describe-chart';
import { adminListOracle } from './oracles/admin-list.oracle';

describeChart(adminListOracle);

describe('admin-list query and footer', () => {
  it('sends the trimmed search and the filters set, never an empty one; the export leaves the page out', () => {
    const request = { q: '  fiesta ', page: 2, perPage: 25, filters: { status: '1', plaza_id: '' } };
    expect(adminListQuery(request)).toBe('q=fiesta&status=1&page=2&per_page=25');
    expect(adminListQuery(request, false)).toBe('q=fiesta&status=1');
    expect(adminListQuery({ q: ' ', page: 1, perPage: 10, filters: {} })).toBe('page=1&per_page=10');
  });

  it('shows the rows of the page the server answered out of the whole filtered set', () => {
    expect(listPage({ request: { q: '', page: 2, perPage: 10, filters: {} }, total: 12 })).toMatchObject({ page: 2, pages: 2, from: 11, to: 12, total: 12 });
    expect(listPage({ request: { q: '', page: 1, perPage: 10, filters: {} }, total: 0 })).toMatchObject({ page: 1, pages: 1, from: 0, to: 0 });
  });
});
