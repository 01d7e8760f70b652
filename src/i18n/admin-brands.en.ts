// English words of the admin module's Brands, in admin-brands.es.ts's order.
import type adminBrandsEs from './admin-brands.es';
import type { Translation } from './dictionary';
const adminBrandsEn: Translation<typeof adminBrandsEs> = {
  'adminBrands.intro': 'Every shop of the platform as a brand: its logo, whether it owns more than one store and the stores that do not share its core information.',
  'adminBrands.searchPlaceholder': 'Name, prefix or owner',
  'adminBrands.logo': 'Logo',
  'adminBrands.name': 'Name',
  'adminBrands.prefix': 'Prefix',
  'adminBrands.owner': 'Owner',
  'adminBrands.noOwner': 'No owner',
  'adminBrands.stores': 'Stores',
  'adminBrands.moreThanOne': 'Owns more than one store',
  'adminBrands.notUnder': 'Stores excluded from sharing core information',
  'adminBrands.notUnderHint': 'Each store chosen has its own taxpayer data and account.',
  'adminBrands.excluded': { one: '{{count}} does not share it', other: '{{count}} do not share it' },
  'adminBrands.yes': 'Yes',
  'adminBrands.no': 'No',
  'adminBrands.editOf': 'Edit {{name}}',
  'adminBrands.editTitle': 'Edit brand',
  'adminBrands.logoPick': 'Choose a picture: it is fitted to 600x600',
  'adminBrands.logoUnreadable': 'The chosen picture could not be read.',
};
export default adminBrandsEn;
