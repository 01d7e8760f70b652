// Path tests of the shopping statistics chart (issue 19 items 4 and 5): every generated path checked against the
// chart's transition table and oracle.
import { describeChart } from './chart/describe-chart';
import { shoppingStatsOracle } from './oracles/shopping-stats.oracle';

describeChart(shoppingStatsOracle);
