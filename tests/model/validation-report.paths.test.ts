// Path tests of the lot admin's validations report chart: every generated path checked against the chart's
// transition table and oracle.
import { describeChart } from './chart/describe-chart';
import { validationReportOracle } from './oracles/validation-report.oracle';

describeChart(validationReportOracle);
