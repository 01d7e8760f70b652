// Path tests of the operator's cashier-shift chart: every generated path checked against the chart's transition
// table and oracle.
import { describeChart } from './chart/describe-chart';
import { cashierShiftOracle } from './oracles/cashier-shift.oracle';

describeChart(cashierShiftOracle);
