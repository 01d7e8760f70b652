// Path tests of the platform statistics chart (issue 20 item 2): every generated path checked against the
// chart's transition table and oracle.
import { describeChart } from './chart/describe-chart';
import { platformStatsOracle } from './oracles/platform-stats.oracle';

describeChart(platformStatsOracle);
