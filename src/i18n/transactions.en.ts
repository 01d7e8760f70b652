// English words of the transactions and pension entrances screens (/transactions, /pensions/entrances).
import type { TransactionsMessageKey } from './transactions.es';
const transactionsEn: Record<TransactionsMessageKey, string> = {
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
  'transactions.exportingRows': 'Exporting {{rows}} rows… {{size}}',
  'transactions.gate': 'Gate',
  'transactions.inDate': 'Entry date',
  'transactions.loadFailed': 'The records could not be read',
  'transactions.noLot': 'Choose a lot to see its records.',
  'transactions.outDate': 'Exit date',
  'transactions.pension': 'Pension',
  'transactions.period': 'Period',
  'transactions.plate': 'Plate',
  'transactions.search': 'Search plate',
  'transactions.searchHint': 'At least 3 characters',
  'transactions.showing': 'Showing {{from}} to {{to}} of {{total}} records',
  'transactions.total': 'Total',
  'transactions.totals': 'Total ({{count}} records)',
};

export default transactionsEn;

