// English words every admin list shares, in admin-list.es.ts's order.
import type adminListEs from './admin-list.es';
import type { Translation } from './dictionary';
const adminListEn: Translation<typeof adminListEs> = {
  'adminList.search': 'Search',
  'adminList.searchPlaceholder': 'Type to search',
  'adminList.all': 'All',
  'adminList.export': 'Export to Excel',
  'adminList.exportFailed': 'The list could not be exported',
  'adminList.loadFailed': 'The list could not be read',
  'adminList.empty': 'Nothing here yet.',
  'adminList.noMatch': 'Nothing matches your search or filters.',
  'adminList.actions': 'Actions',
  'adminList.showing': { one: 'Showing {{from}} to {{to}} of {{count}} entry', other: 'Showing {{from}} to {{to}} of {{count}} entries' },
};
export default adminListEn;
