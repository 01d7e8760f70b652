// English words of the admin module's Mall, in admin-plazas.es.ts's order.
import type adminPlazasEs from './admin-plazas.es';
import type { Translation } from './dictionary';
const adminPlazasEn: Translation<typeof adminPlazasEs> = {
  'adminPlazas.intro': 'The malls lots and stores are in, with their address and their place on the map.',
  'adminPlazas.add': 'Add plaza',
  'adminPlazas.searchPlaceholder': 'Name or address',
  'adminPlazas.name': 'Name',
  'adminPlazas.address': 'Address',
  'adminPlazas.location': 'Location',
  'adminPlazas.noPin': 'Not placed',
  'adminPlazas.lots': 'Lots',
  'adminPlazas.stores': 'Stores',
  'adminPlazas.editOf': 'Edit {{name}}',
  'adminPlazas.new': 'New plaza',
  'adminPlazas.editTitle': 'Edit plaza',
  'adminPlazas.mapHint': 'Click the map to place the pin, drag it, or type its latitude and longitude.',
  'adminPlazas.clearPin': 'Remove the pin',
};
export default adminPlazasEn;
