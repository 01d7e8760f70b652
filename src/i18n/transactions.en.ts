// English words of the transactions and pension entrances screens (/transactions, /pensions/entrances).
import type { TransactionsMessageKey } from './transactions.es';
const transactionsEn: Record<TransactionsMessageKey, string> = {
  'transactions.allGates': 'All',
  'transactions.chooseLot': 'Choose a lot',
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
  'transactions.exporting': 'Exporting…',
  'transactions.gate': 'Gate',
  'transactions.inDate': 'Entry date',
  'transactions.loadFailed': 'The records could not be read',
  'transactions.nextPage': 'Next page',
  'transactions.noLot': 'Choose a lot to see its records.',
  'transactions.outDate': 'Exit date',
  'transactions.pageN': 'Page {{n}}',
  'transactions.pages': 'Pages',
  'transactions.pension': 'Pension',
  'transactions.perPage': 'Per page',
  'transactions.period': 'Period',
  'transactions.plate': 'Plate',
  'transactions.previousPage': 'Previous page',
  'transactions.search': 'Search plate',
  'transactions.searchHint': 'At least 3 characters',
  'transactions.showing': '{{from}}-{{to}} of {{total}}',
  'transactions.total': 'Total',
  'transactions.totals': 'Total ({{count}} records)',
};

export default transactionsEn;

