// Spanish words of the admin module's Brands (src/ui/admin/brands).
const adminBrandsEs = {
  'adminBrands.intro': 'Cada tienda de la plataforma como marca: su logo, si tiene más de una sucursal y las que no comparten su información principal.',
  'adminBrands.searchPlaceholder': 'Nombre, prefijo o dueño',
  'adminBrands.logo': 'Logo',
  'adminBrands.name': 'Nombre',
  'adminBrands.prefix': 'Prefijo',
  'adminBrands.owner': 'Dueño',
  'adminBrands.noOwner': 'Sin dueño',
  'adminBrands.stores': 'Tiendas',
  'adminBrands.moreThanOne': 'Tiene más de una tienda',
  'adminBrands.notUnder': 'Tiendas que no comparten la información principal',
  'adminBrands.notUnderHint': 'Cada tienda elegida tiene sus propios datos fiscales y su propia cuenta.',
  'adminBrands.excluded': { one: '{{count}} no la comparte', other: '{{count}} no la comparten' },
  'adminBrands.yes': 'Sí',
  'adminBrands.no': 'No',
  'adminBrands.editOf': 'Editar {{name}}',
  'adminBrands.editTitle': 'Editar marca',
  'adminBrands.logoPick': 'Elige una imagen: se ajusta a 600x600',
  'adminBrands.logoUnreadable': 'No se pudo leer la imagen elegida.',
};
export default adminBrandsEs;
export type AdminBrandsMessageKey = keyof typeof adminBrandsEs;
