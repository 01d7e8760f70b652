// Spanish words of the admin module's Parking (src/ui/admin/parkings).
const adminParkingsEs = {
  'adminParkings.intro': 'Todos los estacionamientos de la plataforma, con su plaza, sus dueños y su estatus.',
  'adminParkings.searchPlaceholder': 'Estacionamiento, prefijo, dirección, plaza o dueño',
  'adminParkings.lot': 'Estacionamiento',
  'adminParkings.prefix': 'Prefijo',
  'adminParkings.plaza': 'Plaza',
  'adminParkings.address': 'Dirección',
  'adminParkings.owners': 'Dueños',
  'adminParkings.noOwner': 'Sin dueño',
  'adminParkings.status': 'Estatus',
  'adminParkings.active': 'Activo',
  'adminParkings.inactive': 'Inactivo',
  'adminParkings.open': 'Estatus',
  'adminParkings.openOf': 'Cambiar el estatus de {{name}}',
  'adminParkings.cardTitle': 'Estacionamiento {{name}}',
  'adminParkings.activeHint': 'El estatus se muestra en las propiedades del estacionamiento; sus plumas siguen funcionando.',
};
export default adminParkingsEs;
export type AdminParkingsMessageKey = keyof typeof adminParkingsEs;
