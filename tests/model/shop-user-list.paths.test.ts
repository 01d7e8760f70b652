// Path tests of the shop's users list (spec 1 §2.3, §6 shopping.users): every generated path checked against the
// chart's transition table and oracle; then the search (fuzzy, threshold 0.3) on the names, the username, the
// e-mail and the role.
import { describe, expect, it } from 'vitest';
import { foundUsers } from '../../src/machines/shop-user-list/shop-user-list.selectors';
import { describeChart } from './chart/describe-chart';
import { afterSave, shopUserListOracle } from './oracles/shop-user-list.oracle';

describeChart(shopUserListOracle);

describe('shop-user-list search', () => {
  it('finds users by name, full name, username, e-mail or role with a typo, lists everyone for an empty search, none for an unrelated word', () => {
    const ids = (query: string) => foundUsers({ users: afterSave, query }).map((u) => u.id);
    expect(ids('')).toEqual([6, 7, 8]);
    expect(ids('Sofia Supervisra')).toEqual([8]);
    expect(ids('tnda_vendedr')).toEqual([7]);
    expect(ids('manager@nexo')).toContain(6);
    expect(ids('Salesman')).toEqual([7]);
    expect(ids('zzzz')).toEqual([]);
  });
});
