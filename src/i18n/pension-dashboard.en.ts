// English words of the pension dashboard (/dashboard/pensions).
import type { Translation } from './dictionary';
import type pensionDashboardEs from './pension-dashboard.es';
const pensionDashboardEn: Translation<typeof pensionDashboardEs> = {
  'pensionDashboard.access.next': 'Next access',
  'pensionDashboard.access.position': 'Access {{n}} of {{total}}',
  'pensionDashboard.access.previous': 'Previous access',
  'pensionDashboard.accesses': 'Accesses',
  'pensionDashboard.cars': 'Cars total',
  'pensionDashboard.column.date': 'Date',
  'pensionDashboard.column.gate': 'Gate',
  'pensionDashboard.column.image': 'Image',
  'pensionDashboard.column.job': 'Job',
  'pensionDashboard.column.name': 'Name',
  'pensionDashboard.column.plate': 'Plate',
  'pensionDashboard.column.type': 'Type',
  'pensionDashboard.empty': 'No pension events in this period.',
  'pensionDashboard.end': 'No more events in this period.',
  'pensionDashboard.events': 'Events',
  'pensionDashboard.generalTotal': 'General entries',
  'pensionDashboard.image.close': 'Close',
  'pensionDashboard.image.notAvailable': 'Image not Available',
  'pensionDashboard.image.title': '{{name}} · {{plate}}',
  'pensionDashboard.image.view': 'View the picture of {{name}} ({{plate}})',
  'pensionDashboard.loadFailed': 'The events could not be read',
  'pensionDashboard.loadMore': 'Load more',
  'pensionDashboard.loadingMore': 'Loading more events…',
  'pensionDashboard.map': 'Gate map',
  'pensionDashboard.map.failed': 'The accesses could not be read.',
  'pensionDashboard.map.none': 'This lot has no accesses.',
  'pensionDashboard.moreFailed': 'More events could not be read',
  'pensionDashboard.noLot': 'Choose a lot to see its pensions.',
  'pensionDashboard.noMatch': 'No loaded event matches the search.',
  'pensionDashboard.pensionsTotal': 'Pension entrances',
  'pensionDashboard.period': 'Period',
  'pensionDashboard.search': 'Search',
  'pensionDashboard.searchHint': 'Name, job, plate or gate',
  'pensionDashboard.type.in': 'In',
  'pensionDashboard.type.out': 'Out',
};

export default pensionDashboardEn;

