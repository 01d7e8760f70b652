// English words of the properties screen (the administrator's lots) and the lot modal, in properties.es.ts's order.
import type { Translation } from './dictionary';
import type propertiesEs from './properties.es';
const propertiesEn: Translation<typeof propertiesEs> = {
  'properties.add': 'Add lot',
};
export default propertiesEn;
