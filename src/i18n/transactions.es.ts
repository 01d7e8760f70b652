// Spanish words of the transactions and pension entrances screens (/transactions, /pensions/entrances).
// transactions.en.ts holds the same keys in the same order.
const transactionsEs = {
  'transactions.allGates': 'Todos',
  'transactions.cancelExport': 'Cancelar exportación',
  'transactions.date': 'Fecha',
  'transactions.direction': 'Dirección',
  'transactions.direction.in': 'Entrada',
  'transactions.direction.out': 'Salida',
  'transactions.empty': 'No hay registros con estos filtros.',
  'transactions.entry': 'Entrada',
  'transactions.entryGate': 'Acceso de entrada',
  'transactions.exit': 'Salida',
  'transactions.exitGate': 'Acceso de salida',
  'transactions.export': 'Exportar a Excel',
  'transactions.exportFailed': 'No se pudo exportar el reporte',
  'transactions.exporting': 'Exportando… {{size}}',
  'transactions.exportingRows': { one: 'Exportando {{count}} fila… {{size}}', other: 'Exportando {{count}} filas… {{size}}' },
  'transactions.gate': 'Acceso',
  'transactions.inDate': 'Fecha de entrada',
  'transactions.loadFailed': 'No se pudieron leer los registros',
  'transactions.noLot': 'Elige un estacionamiento para ver sus registros.',
  'transactions.outDate': 'Fecha de salida',
  'transactions.pension': 'Pensión',
  'transactions.period': 'Periodo',
  'transactions.service': 'Servicio',
  'transactions.tax': 'Impuesto',
  'transactions.plate': 'Placa',
  'transactions.search': 'Buscar placa',
  'transactions.searchHint': 'Al menos 3 caracteres',
  'transactions.showing': { one: 'Mostrando {{from}} a {{to}} de {{count}} registro', other: 'Mostrando {{from}} a {{to}} de {{count}} registros' },
  'transactions.total': 'Total',
  'transactions.totals': { one: 'Total ({{count}} registro)', other: 'Total ({{count}} registros)' },
};

export type TransactionsMessageKey = keyof typeof transactionsEs;
export default transactionsEs;
