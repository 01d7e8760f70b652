// The gateway's own small persistent store: one JSON file in its data folder (GATEWAY_DATA_DIR), apart from our
// server's database as another host's would be. Every change is made in memory at once (so two requests with
// one idempotency key never both charge) and written before its answer leaves: a new snapshot in a temporary file
// renamed over the old one, so a crash leaves the last whole snapshot. It keeps no card number and no CVV: a
// card is its token, brand, last four digits, expiry, holder, nickname, billing address and its sandbox
// behaviour (gateway/test-cards.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BillingAddress, Brand, Owner } from './card-rules';
import type { Behaviour } from './test-cards';

export type StoredCard = Owner & {
  token: string;
  /** The gateway's customer for the card's owner (the spec's Card token_user). */
  token_user: string;
  brand: Brand;
  last4: string;
  mes: string;
  anio: string;
  nickname: string;
  titular: string;
  address: BillingAddress;
  behaviour: Behaviour;
  /** Charges made with this token (distinct idempotency keys): the decline-twice card counts them. */
  charges: number;
  created_at: string;
  updated_at: string;
};

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'unknown_card';

export type Charge = {
  id: string;
  idempotency_key: string;
  token: string;
  amount_cents: number;
  currency: 'MXN';
  description: string;
  status: 'approved' | 'declined' | 'pending';
  reason: DeclineReason | null;
  /** The issuer's authorisation code of an approved charge. */
  authorization: string | null;
  created_at: string;
  settled_at: string | null;
};

/** A CVV confirmation for one charge with one token (POST payments/cards/{token}/cvv). */
export type CvvTicket = {
  ticket: string;
  token: string;
  expires_at: string;
  /** The idempotency key of the charge that used it; a ticket is good for one charge. */
  used_by: string | null;
};

type Data = {
  version: 1;
  customers: Record<string, string>;
  cards: Record<string, StoredCard>;
  charges: Record<string, Charge>;
  tickets: Record<string, CvvTicket>;
};

const FILE = 'gateway.json';

export class GatewayStore {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly data: Data,
  ) {}

  static async open(dataDir: string): Promise<GatewayStore> {
    await fs.mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, FILE);
    let data: Data = { version: 1, customers: {}, cards: {}, charges: {}, tickets: {} };
    try {
      data = JSON.parse(await fs.readFile(file, 'utf8')) as Data;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`The gateway's store ${file} cannot be read: ${(err as Error).message}`);
    }
    // A store written before CVV tickets existed has none.
    data.tickets ??= {};
    return new GatewayStore(file, data);
  }

  card(token: string): StoredCard | null {
    return Object.hasOwn(this.data.cards, token) ? (this.data.cards[token] as StoredCard) : null;
  }
  putCard(card: StoredCard): void {
    this.data.cards[card.token] = card;
  }
  deleteCard(token: string): void {
    delete this.data.cards[token];
  }

  /** The owner's customer id, made on its first card. */
  customerFor(owner: Owner, make: () => string): string {
    const key = `${owner.type_user}:${owner.user_id}`;
    return (this.data.customers[key] ??= make());
  }

  charge(idempotencyKey: string): Charge | null {
    return Object.hasOwn(this.data.charges, idempotencyKey) ? (this.data.charges[idempotencyKey] as Charge) : null;
  }
  putCharge(charge: Charge): void {
    this.data.charges[charge.idempotency_key] = charge;
  }

  ticket(ticket: string): CvvTicket | null {
    return Object.hasOwn(this.data.tickets, ticket) ? (this.data.tickets[ticket] as CvvTicket) : null;
  }
  /** Keeps the new ticket and forgets the expired ones, so the store does not grow with them. */
  putTicket(ticket: CvvTicket, now: Date): void {
    for (const [id, t] of Object.entries(this.data.tickets)) if (Date.parse(t.expires_at) <= now.getTime()) delete this.data.tickets[id];
    this.data.tickets[ticket.ticket] = ticket;
  }

  /** Resolves once a snapshot holding every change made so far is on disk. */
  save(): Promise<void> {
    const next = this.writing.then(async () => {
      const tmp = `${this.file}.tmp`;
      await fs.writeFile(tmp, JSON.stringify(this.data));
      await fs.rename(tmp, this.file);
    });
    this.writing = next.catch(() => {});
    return next;
  }
}
