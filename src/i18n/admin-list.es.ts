// Spanish words every admin list shares (src/ui/admin/admin-list.tsx).
const adminListEs = {
  'adminList.search': 'Buscar',
  'adminList.searchPlaceholder': 'Escribe para buscar',
  'adminList.all': 'Todos',
  'adminList.export': 'Exportar a Excel',
  'adminList.exportFailed': 'No se pudo exportar la lista',
  'adminList.loadFailed': 'No se pudo leer la lista',
  'adminList.empty': 'Todavía no hay nada aquí.',
  'adminList.noMatch': 'Nada coincide con tu búsqueda o tus filtros.',
  'adminList.actions': 'Acciones',
  'adminList.showing': { one: 'Mostrando {{from}} a {{to}} de {{count}} registro', other: 'Mostrando {{from}} a {{to}} de {{count}} registros' },
};
export default adminListEs;
export type AdminListMessageKey = keyof typeof adminListEs;
