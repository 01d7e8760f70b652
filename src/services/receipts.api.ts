// A paid visit's receipt (JSON for the screen, PDF to download) and the lot's lost-ticket fee (issue 21;
// docs/api.md "Receipts", "Lost ticket"). Amounts are integer cents; every answer is checked.
import { LostTicketAnswer, ReceiptAnswer, type LostTicketBody, type Receipt } from '../contracts/receipts.struct';
import { apiCall, apiDownload } from './http';

/** Quiet: the receipt view shows the failure with a retry. */
export async function fetchReceipt(lotId: number, visitId: number): Promise<Receipt> {
  return (await apiCall(ReceiptAnswer, `parkings/${lotId}/visits/${visitId}/receipt`, { quiet: true })).data;
}

/** The receipt as a PDF in the console's language; quiet, the view says when it failed. */
export const downloadReceiptPdf = (lotId: number, visitId: number): Promise<Blob> => apiDownload(`parkings/${lotId}/visits/${visitId}/receipt/pdf`, { quiet: true });

export const receiptFileName = (visitId: number): string => `receipt-${visitId}.pdf`;

export async function fetchLostTicket(lotId: number): Promise<LostTicketBody> {
  return (await apiCall(LostTicketAnswer, `parkings/${lotId}/lost-ticket`, { quiet: true })).data;
}

/** Quiet: the form shows a refusal at its fields (422) or beside the button. */
export const saveLostTicket = (lotId: number, body: LostTicketBody): Promise<LostTicketAnswer> =>
  apiCall(LostTicketAnswer, `parkings/${lotId}/lost-ticket`, { method: 'PUT', body, quiet: true });
