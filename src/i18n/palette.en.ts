// English words of the command palette (src/ui/shell/palette), in the Spanish file's order.
import type paletteEs from './palette.es';
import type { Translation } from './dictionary';

const paletteEn: Translation<typeof paletteEs> = {
  'palette.open': 'Search',
  'palette.openHint': 'Open the command palette (Ctrl+K)',
  'palette.title': 'Command palette',
  'palette.search': 'Search screens, lots, pensions, plates or tickets',
  'palette.placeholder': 'Screen, lot, pension, plate, phone or ticket',
  'palette.screens': 'Screens',
  'palette.screensOf': '{{module}} screens',
  'palette.needsPlace': 'Choose a lot or a shop first',
  'palette.lots': 'Parking lots',
  'palette.activeLot': 'Active',
  'palette.pensions': 'Pensions',
  'palette.openVisits': 'Open visits',
  'palette.recentVisits': 'Recent visits',
  'palette.ticket': 'Ticket {{id}}',
  'palette.entered': 'Entered {{at}}',
  'palette.paid': 'Paid {{amount}} · entered {{at}}',
  'palette.searching': 'Searching {{lot}}…',
  'palette.failed': 'The search failed: {{message}}',
  'palette.retry': 'Search again',
  'palette.hint': 'Type 2 characters or more to search pensions and visits in {{lot}}.',
  'palette.nothing': 'Nothing matches your search.',
};
export default paletteEn;
