// Spanish words of the admin module's Mall (src/ui/admin/plazas).
const adminPlazasEs = {
  'adminPlazas.intro': 'Las plazas en las que están los estacionamientos y las tiendas, con su dirección y su ubicación en el mapa.',
  'adminPlazas.add': 'Agregar plaza',
  'adminPlazas.searchPlaceholder': 'Nombre o dirección',
  'adminPlazas.name': 'Nombre',
  'adminPlazas.address': 'Dirección',
  'adminPlazas.location': 'Ubicación',
  'adminPlazas.noPin': 'Sin ubicación',
  'adminPlazas.lots': 'Estacionamientos',
  'adminPlazas.stores': 'Tiendas',
  'adminPlazas.editOf': 'Editar {{name}}',
  'adminPlazas.new': 'Nueva plaza',
  'adminPlazas.editTitle': 'Editar plaza',
  'adminPlazas.mapHint': 'Haz clic en el mapa para poner el pin, arrástralo o escribe su latitud y longitud.',
  'adminPlazas.clearPin': 'Quitar ubicación',
};
export default adminPlazasEs;
export type AdminPlazasMessageKey = keyof typeof adminPlazasEs;
