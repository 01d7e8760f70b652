// Spanish words of the admin module's Categories (src/ui/admin/categories).
const adminCategoriesEs = {
  'adminCategories.intro': 'Las categorías de las tiendas y de sus solicitudes, en árbol. Las tiendas y las solicitudes ofrecen las activas.',
  'adminCategories.add': 'Agregar categoría',
  'adminCategories.searchPlaceholder': 'Nombre en español o en inglés',
  'adminCategories.name': 'Nombre',
  'adminCategories.nameEs': 'Nombre en español',
  'adminCategories.nameEn': 'Nombre en inglés',
  'adminCategories.under': 'Dentro de',
  'adminCategories.top': 'Ninguna (nivel superior)',
  'adminCategories.active': 'Activa',
  'adminCategories.inactive': 'Inactiva',
  'adminCategories.status': 'Estatus',
  'adminCategories.stores': 'Tiendas',
  'adminCategories.requests': 'Solicitudes',
  'adminCategories.editOf': 'Editar {{name}}',
  'adminCategories.new': 'Nueva categoría',
  'adminCategories.editTitle': 'Editar categoría',
  'adminCategories.activeHint': 'Una categoría inactiva deja de ofrecerse en las tiendas y las solicitudes; las que ya la usan la conservan.',
};
export default adminCategoriesEs;
export type AdminCategoriesMessageKey = keyof typeof adminCategoriesEs;
