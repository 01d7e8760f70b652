// Spanish words of the properties screen (the administrator's lots) and the lot modal.
const propertiesEs = {
  'properties.add': 'Agregar estacionamiento',
};
export default propertiesEs;
export type PropertiesMessageKey = keyof typeof propertiesEs;
