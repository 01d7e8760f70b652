// Path tests of the user editor of the admin module's Users (issue 20): every generated path checked against the
// chart's transition table and oracle.
import { describeChart } from './chart/describe-chart';
import { adminUserOracle } from './oracles/admin-user.oracle';

describeChart(adminUserOracle);
