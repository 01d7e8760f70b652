// Spanish words of the lot admin's shifts screen (/shifts) that shifts.es.ts does not already hold: the page's
// title, how a difference reads, the columns of the differences and the footer.
const shiftReportEs = {
  'page.shifts': 'Turnos de caja',
  'shiftReport.short': 'Faltante',
  'shiftReport.over': 'Sobrante',
  'shiftReport.exact': 'Cuadra',
  'shiftReport.cashDifference': 'Diferencia en efectivo',
  'shiftReport.cardDifference': 'Diferencia en tarjeta',
  'shiftReport.openApart': 'Los turnos abiertos se cuentan aparte: sus montos entran en las sumas cuando se cierran.',
  'shiftReport.openCount': { one: '{{count}} abierto', other: '{{count}} abiertos' },
  'shiftReport.showing': { one: 'Mostrando {{from}} a {{to}} de {{count}} turno', other: 'Mostrando {{from}} a {{to}} de {{count}} turnos' },
  'shiftReport.view': 'Ver',
  'shiftReport.exporting': 'Exportando…',
};

export type ShiftReportMessageKey = keyof typeof shiftReportEs;
export default shiftReportEs;
