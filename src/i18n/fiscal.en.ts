// English words of a lot's fiscal and bank data (the two-step modal), in fiscal.es.ts's order.
import type { Translation } from './dictionary';
import type fiscalEs from './fiscal.es';
const fiscalEn: Translation<typeof fiscalEs> = {
  'fiscal.title': 'Fiscal and bank data',
};
export default fiscalEn;
