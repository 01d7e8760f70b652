// English words of the salesman open to requests, in salesman-online.es.ts's order.
import type { Translation } from './dictionary';
import type salesmanOnlineEs from './salesman-online.es';
const salesmanOnlineEn: Translation<typeof salesmanOnlineEs> = {
  'online.link': 'Open to requests',
  'online.title': 'Receive requests',
  'online.statusOnline': 'Online',
  'online.statusOffline': 'Offline',
  'online.onlineFor': 'You receive the requests of {{store}}.',
  'online.offlineNow': 'You are not receiving requests.',
  'online.switch': "Receive customers' requests",
  'online.checking': 'Checking your state…',
  'online.goingOnline': 'Going online…',
  'online.goingOffline': 'Going offline…',
  'online.failed': 'You could not go online',
  'online.retry': 'Retry',
  'online.dismiss': 'Dismiss',
  'online.noStore': 'Error LogIn(id)',
  'online.noSupport': 'This browser does not support desktop notifications',
  'online.notAllowed': 'Requires activating notifications',
  'online.newRequest': "A new customer's request",
  'online.newRequestBody': 'Open Shopping to go to answer it.',
  'online.closeHint': 'Closing every tab of the console, or signing out, stops the requests.',
};
export default salesmanOnlineEn;
