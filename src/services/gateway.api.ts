// The card gateway's calls from the browser (spec 1 §7: "the card payments service is a separate host"; docs/
// payments.md): tokenise a card (POST payments/cards), edit it (PUT ol/edit), delete it (POST ol/delete) and
// confirm a saved card's CVV for a charge (POST payments/cards/{token}/cvv). Card numbers and CVVs go there and
// nowhere else. The gateway's address is GET config's payments_url. Its add and edit answers are handed on to our
// server as they came: the body's text and its X-Gateway-Signature.
import { FetchError, ofetch } from 'ofetch';
import { validate } from 'superstruct';
import { CvvTicketAnswer, type CardProofBody, type CvvTicket } from '../contracts/cards.struct';
import { getLocale, t } from '../i18n/i18n';
import { fetchConfig } from './context.api';
import { ApiError, toApiError } from './http';

let gatewayUrl: Promise<string> | null = null;

/** The gateway's address, read once per page; no gateway configured is a failure said in words. */
function gateway(): Promise<string> {
  gatewayUrl ??= fetchConfig().then((config) => {
    if (config.payments_url === null) throw new ApiError(t('cards.gatewayMissing'), 503);
    return config.payments_url;
  });
  gatewayUrl.catch(() => {
    gatewayUrl = null;
  });
  return gatewayUrl;
}

/** A gateway answer as it came: its status, its body's text and its signature. */
type Raw = { status: number; body: string; signature: string };

async function call(method: 'POST' | 'PUT', path: string, fields: Record<string, string>): Promise<Raw> {
  const baseURL = await gateway();
  try {
    const res = await ofetch.raw<string, 'text'>(path, { baseURL, method, body: fields, headers: { 'X-Locale': getLocale() }, responseType: 'text', retry: 0 });
    return { status: res.status, body: res._data ?? '', signature: res.headers.get('x-gateway-signature') ?? '' };
  } catch (thrown) {
    // The gateway's refusals are Laravel's 422 shape, in the caller's language: read like our server's.
    if (thrown instanceof FetchError && typeof thrown.data === 'string') {
      try {
        thrown.data = JSON.parse(thrown.data);
      } catch {
        // Not JSON: the client's own message stands.
      }
    }
    throw toApiError(thrown);
  }
}

const proofOf = (raw: Raw): CardProofBody => ({ body: raw.body, signature: raw.signature });

/** operacion A: the new card's signed answer, for POST shops/{shop}/cards. */
export const tokeniseCard = async (fields: Record<string, string>): Promise<CardProofBody> => proofOf(await call('POST', 'payments/cards', fields));

/** operacion U, digitos=000: the edit's signed answer, for PUT shops/{shop}/cards/{card}. */
export const editCardAtGateway = async (fields: Record<string, string>): Promise<CardProofBody> => proofOf(await call('PUT', 'ol/edit', fields));

/** Deletes the card at the gateway; a token the gateway no longer has is as good as deleted (404). */
export async function deleteCardAtGateway(fields: { token: string; type_user: 'shop' | 'branch'; user_id: number }): Promise<void> {
  try {
    await call('POST', 'ol/delete', { _method: 'delete', token: fields.token, type_user: fields.type_user, user_id: String(fields.user_id) });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Confirms a saved card's CVV at the gateway: the single-use ticket (10 minutes) a purchase carries to our server. */
export async function confirmCvv(token: string, cvv: string, owner: { type_user: 'shop' | 'branch'; user_id: number }): Promise<CvvTicket> {
  const raw = await call('POST', `payments/cards/${encodeURIComponent(token)}/cvv`, { digitos: cvv, type_user: owner.type_user, user_id: String(owner.user_id) });
  const [failure, answer] = validate(JSON.parse(raw.body), CvvTicketAnswer, { mask: true });
  if (failure) throw new ApiError(t('errors.generic'));
  return answer.data;
}
