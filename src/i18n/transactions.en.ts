// English words of the transactions and pension entrances screens (/transactions, /pensions/entrances).
import type { Translation } from './dictionary';
import type transactionsEs from './transactions.es';
const transactionsEn: Translation<typeof transactionsEs> = {
  'transactions.allGates': 'All',
  'transactions.cancelExport': 'Cancel export',
  'transactions.date': 'Date',
  'transactions.direction': 'Direction',
  'transactions.direction.in': 'In',
  'transactions.direction.out': 'Out',
  'transactions.empty': 'No records match these filters.',
  'transactions.entry': 'Entry',
  'transactions.entryGate': 'Entry gate',
  'transactions.exit': 'Exit',
  'transactions.exitGate': 'Exit gate',
  'transactions.export': 'Export to Excel',
  'transactions.exportFailed': 'The report could not be exported',
  'transactions.exporting': 'Exporting… {{size}}',
  'transactions.exportingRows': { one: 'Exporting {{count}} row… {{size}}', other: 'Exporting {{count}} rows… {{size}}' },
  'transactions.gate': 'Gate',
  'transactions.inDate': 'Entry date',
  'transactions.loadFailed': 'The records could not be read',
  'transactions.noLot': 'Choose a lot to see its records.',
  'transactions.outDate': 'Exit date',
  'transactions.pension': 'Pension',
  'transactions.period': 'Period',
  'transactions.service': 'Service',
  'transactions.tax': 'Tax',
  'transactions.plate': 'Plate',
  'transactions.search': 'Search plate',
  'transactions.searchHint': 'At least 3 characters',
  'transactions.showing': { one: 'Showing {{from}} to {{to}} of {{count}} record', other: 'Showing {{from}} to {{to}} of {{count}} records' },
  'transactions.total': 'Total',
  'transactions.totals': { one: 'Total ({{count}} record)', other: 'Total ({{count}} records)' },
};

export default transactionsEn;

