// English words of a lot's fiscal and bank data (the two-step modal), in fiscal.es.ts's order.
import type { Translation } from './dictionary';
import type fiscalEs from './fiscal.es';
const fiscalEn: Translation<typeof fiscalEs> = {
  'fiscal.title': 'Fiscal and bank data',
  'fiscal.loading': 'Loading the fiscal data',
  'fiscal.loadFailed': 'The fiscal data could not be read',
  'fiscal.step.taxpayer': 'Taxpayer and documents',
  'fiscal.step.account': 'Receiving account',
  'fiscal.taxpayerName': 'Taxpayer name',
  'fiscal.rfc': 'RFC',
  'fiscal.taxpayerFile': 'Tax certificate',
  'fiscal.addressFile': 'Proof of address',
  'fiscal.documentPick': 'Choose a PDF, JPEG or PNG of up to {{n}} MB',
  'fiscal.documentStored': 'Stored: {{name}}',
  'fiscal.documentKeep': 'Left empty, the stored one is kept.',
  'fiscal.download': 'Download {{document}}',
  'fiscal.downloadShort': 'Download',
  'fiscal.documentType': 'The file must be a PDF, JPEG or PNG document.',
  'fiscal.documentSize': 'The file may be at most {{n}} MB.',
  'fiscal.clabe': 'Interbank key (CLABE)',
  'fiscal.clabeHint': '18 digits; the first three name the bank.',
  'fiscal.bankAccount': 'Account number',
  'fiscal.bank': 'Bank',
  'fiscal.bankPick': 'Choose the bank',
  'fiscal.accountOwner': 'Receiver name',
  'fiscal.identifyingName': 'Identifying name',
  'fiscal.next': 'Next',
  'fiscal.back': 'Back',
};
export default fiscalEn;
