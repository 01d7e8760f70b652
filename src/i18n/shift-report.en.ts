// English words of the lot admin's shifts screen, in shift-report.es.ts's order.
import type { Translation } from './dictionary';
import type shiftReportEs from './shift-report.es';
const shiftReportEn: Translation<typeof shiftReportEs> = {
  'page.shifts': 'Cashier shifts',
  'shiftReport.short': 'Short',
  'shiftReport.over': 'Over',
  'shiftReport.exact': 'Exact',
  'shiftReport.cashDifference': 'Cash difference',
  'shiftReport.cardDifference': 'Card difference',
  'shiftReport.openApart': 'Open shifts are counted apart: their amounts join the sums once they are closed.',
  'shiftReport.openCount': { one: '{{count}} open', other: '{{count}} open' },
  'shiftReport.showing': { one: 'Showing {{from}} to {{to}} of {{count}} shift', other: 'Showing {{from}} to {{to}} of {{count}} shifts' },
  'shiftReport.view': 'View',
  'shiftReport.exporting': 'Exporting…',
};
export default shiftReportEn;
