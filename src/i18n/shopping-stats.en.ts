// English words of the shopping statistics, in shopping-stats.es.ts's order.
import type { Translation } from './dictionary';
import type shoppingStatsEs from './shopping-stats.es';
const shoppingStatsEn: Translation<typeof shoppingStatsEs> = {
  'stats.title': 'Statistics',
  'stats.historyTitle': 'Your history',
  'stats.period': 'Period',
  'stats.period.day': 'Today',
  'stats.period.week': '7 days',
  'stats.period.month': '30 days',
  'stats.forStore': 'Store',
  'stats.noStore': 'Choose a store to see your history.',
  'stats.received': 'Requests received',
  'stats.answered': 'Answered',
  'stats.offers': 'Offers',
  'stats.accepted': 'Accepted',
  'stats.won': 'Won',
  'stats.sales': 'Sales',
  'stats.reply': 'Reply time (median)',
  'stats.credits': 'Credits spent',
  'stats.replyValue': '{{minutes}} min {{seconds}} s',
  'stats.noValue': '—',
  'stats.series': 'Offers and sales',
  'stats.byStore': 'By store',
  'stats.bySalesman': 'By salesman',
  'stats.column.store': 'Store',
  'stats.column.salesman': 'Salesman',
  'stats.noSalesmen': 'Your stores have no salesmen yet.',
  'stats.loadFailed': 'The statistics could not be read.',
  'stats.refreshFailed': 'Could not refresh; these are the previous figures.',
  'stats.zone': 'Days and hours of {{zone}}; updates live.',
};
export default shoppingStatsEn;
