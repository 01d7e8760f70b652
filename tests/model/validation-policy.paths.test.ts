// Path tests of the lot admin's validation policies chart: every generated path checked against the chart's
// transition table and oracle.
import { describeChart } from './chart/describe-chart';
import { validationPolicyOracle } from './oracles/validation-policy.oracle';

describeChart(validationPolicyOracle);
