// Path tests of the receipt view's chart: every generated path checked against the chart's transition table and
// oracle.
import { describeChart } from './chart/describe-chart';
import { receiptOracle } from './oracles/receipt.oracle';

describeChart(receiptOracle);
