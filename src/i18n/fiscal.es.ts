// Spanish words of a lot's fiscal and bank data (the two-step modal).
const fiscalEs = {
  'fiscal.title': 'Datos fiscales y bancarios',
};
export default fiscalEs;
export type FiscalMessageKey = keyof typeof fiscalEs;
