// Pension cars (spec 3 §3, §5, §9): the 48 makes of the brand select, the 13 colour ids with their display
// names and hex values, and the typing rules both sides apply (names capitalised word by word, plates upper case).
export const CAR_BRANDS = [
  'Acura', 'Alfa Romeo', 'Audi', 'BAIC', 'BMW', 'Buick', 'BYD', 'Cadillac',
  'Chevrolet', 'Chirey', 'Chrysler', 'Cupra', 'Dodge', 'Fiat', 'Ford', 'Genesis',
  'GMC', 'Honda', 'Hyundai', 'Infiniti', 'JAC', 'Jaguar', 'Jeep', 'Jetour',
  'Kia', 'Land Rover', 'Lexus', 'Lincoln', 'Maserati', 'Mazda', 'Mercedes-Benz', 'MG',
  'Mini', 'Mitsubishi', 'Nissan', 'Omoda', 'Peugeot', 'Porsche', 'Ram', 'Renault',
  'SEAT', 'Smart', 'Subaru', 'Suzuki', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo',
] as const;
export type CarBrand = (typeof CAR_BRANDS)[number];

export const CAR_COLOR_IDS = ['white', 'black', 'gray', 'silver', 'red', 'blue', 'brown', 'green', 'beige', 'orange', 'gold', 'yellow', 'purple'] as const;
export type CarColorId = (typeof CAR_COLOR_IDS)[number];

export type CarColor = { id: CarColorId; name: { es: string; en: string }; hex: string };

export const CAR_COLORS: readonly CarColor[] = [
  { id: 'white', name: { es: 'Blanco', en: 'White' }, hex: '#f8f9fa' },
  { id: 'black', name: { es: 'Negro', en: 'Black' }, hex: '#212529' },
  { id: 'gray', name: { es: 'Gris', en: 'Gray' }, hex: '#868e96' },
  { id: 'silver', name: { es: 'Plata', en: 'Silver' }, hex: '#c0c0c0' },
  { id: 'red', name: { es: 'Rojo', en: 'Red' }, hex: '#e03131' },
  { id: 'blue', name: { es: 'Azul', en: 'Blue' }, hex: '#1971c2' },
  { id: 'brown', name: { es: 'Café', en: 'Brown' }, hex: '#8b5a2b' },
  { id: 'green', name: { es: 'Verde', en: 'Green' }, hex: '#2f9e44' },
  { id: 'beige', name: { es: 'Beige', en: 'Beige' }, hex: '#e8d8b0' },
  { id: 'orange', name: { es: 'Naranja', en: 'Orange' }, hex: '#f76707' },
  { id: 'gold', name: { es: 'Dorado', en: 'Gold' }, hex: '#d4a017' },
  { id: 'yellow', name: { es: 'Amarillo', en: 'Yellow' }, hex: '#fcc419' },
  { id: 'purple', name: { es: 'Morado', en: 'Purple' }, hex: '#7048e8' },
];

export const colorOf = (id: string): CarColor | undefined => CAR_COLORS.find((c) => c.id === id);

/** Light colours need dark text on a chip of their colour. */
export const isLightColor = (id: string): boolean => ['white', 'silver', 'beige', 'yellow', 'gold'].includes(id);

/** Each word's first letter upper case, the rest as typed (spec 3 §5: names, role and model). */
export const capitalizeWords = (value: string): string => value.replace(/(^|\s)(\S)/g, (_m, space: string, first: string) => space + first.toUpperCase());

/** Plates are kept upper case and without surrounding spaces. */
export const normalizePlate = (value: string): string => value.toUpperCase().trim();

export const PENSION_RULES = { nameMin: 3, modelMin: 2, modelMax: 15, plateMin: 7, plateMax: 20 } as const;
