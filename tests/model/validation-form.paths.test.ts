// Path tests of the shop's validation form chart: every generated path checked against the chart's transition
// table and oracle.
import { describeChart } from './chart/describe-chart';
import { validationFormOracle } from './oracles/validation-form.oracle';

describeChart(validationFormOracle);
