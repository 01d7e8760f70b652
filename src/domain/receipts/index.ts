// Receipts: a payment's lines (tariff, validations, lost ticket) and the company's charges on them.
export { buildReceipt } from './build-receipt';
export { labelledReceiptLines, receiptLineText } from './line-words';
export { RECEIPT_LINE_KINDS, VALIDATION_KINDS } from './types';
export type { LostTicketFee, Receipt, ReceiptInput, ReceiptLine, ReceiptLineKind, ReceiptLineParams, ReceiptValidation, ValidationKind } from './types';
