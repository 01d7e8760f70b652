// Path tests of the operator's checkout history: every generated path checked against the chart's transition
// table and oracle.
import { describeChart } from './chart/describe-chart';
import { checkoutHistoryOracle } from './oracles/checkout-history.oracle';

describeChart(checkoutHistoryOracle);
