// Shopping to go (issue 19; spec 1 §2.2-§4, spec 3 §1-§4 Shopping): customers' product requests, stores'
// offers, the chat between them, "I'm here" and the sale. Shared by the console's charts, the customer API's
// clients (the simulator) and the server (server/shopping; docs/api.md "Shopping to go", docs/shopping.md).
// Money is integer cents; instants are ISO-8601 UTC strings.
import { array, boolean, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { ClientMessageId } from './chat.struct';
import { email, id, instant, oneOf, text, whole } from './rules';

export const SHOPPING_RULES = {
  requestText: { min: 4, max: 500 },
  product: { min: 2, max: 120 },
  /** The most an offer may cost the customer, in cents (one million pesos). */
  maxPriceCents: 100_000_000,
  maxDiscountPercent: 90,
  /** How long an offer stays open to the customer, in minutes. */
  offerMinutes: { min: 5, max: 1440 },
  messageMax: 2000,
} as const;

export const REQUEST_STATUSES = ['open', 'accepted', 'pickup', 'done', 'cancelled', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * The salesman's modules (spec 3 §2 Clerk menu), as a store sees a request:
 * - `pending`: open, matching the store (plaza and category), no live offer of the store, not dismissed by it;
 * - `progress`: the store holds a live offer on it (open), or its offer was accepted (accepted): chat;
 * - `here`: its offer was accepted and the customer said "I'm here" (pickup);
 * - `sales`: closed by the store (done).
 */
export const WORKSPACE_VIEWS = ['pending', 'progress', 'here', 'sales'] as const;
export type WorkspaceView = (typeof WORKSPACE_VIEWS)[number];

export const Offer = object({
  id: number(),
  request_id: number(),
  branch_id: number(),
  branch_name: string(),
  product: string(),
  price_cents: number(),
  discount_percent: number(),
  /** When the discount ends (null: no discount or no limit). */
  discount_until: nullable(string()),
  /** What the customer pays now: the price less the discount while it holds, rounded to the cent. */
  total_cents: number(),
  expires_at: string(),
  status: oneOf(OFFER_STATUSES),
  credits: number(),
  created_at: string(),
});
export type Offer = Infer<typeof Offer>;

/** A request as a store sees it (GET branch/{branch}/requests?view=): the customer's first name only. */
export const StoreRequest = object({
  id: number(),
  text: string(),
  /** The picture's address (readable by the stores it reached and the customer), or null. */
  picture: nullable(string()),
  category_id: number(),
  category: string(),
  plaza_id: number(),
  customer_name: string(),
  status: oneOf(REQUEST_STATUSES),
  view: oneOf(WORKSPACE_VIEWS),
  created_at: string(),
  /** The end of the reply window (open requests): the countdown the salesman sees. */
  expires_at: string(),
  /** Live offers on it from every store, and how many it takes (the setting): "Too late!" when full. */
  offers_count: number(),
  max_offers: number(),
  /** This store's offers on it, newest first. */
  my_offers: array(Offer),
  /** Messages from the customer this store has not read. */
  unread: number(),
  arrived_at: nullable(string()),
  closed_at: nullable(string()),
});
export type StoreRequest = Infer<typeof StoreRequest>;

export const WorkspaceQuery = object({ view: oneOf(WORKSPACE_VIEWS) });
export const StoreRequestsAnswer = object({
  data: array(StoreRequest),
  /** The store's credit balance and what one offer costs. */
  credits: number(),
  offer_credits: number(),
});
export type StoreRequestsAnswer = Infer<typeof StoreRequestsAnswer>;

/** POST branch/{branch}/requests/{id}/offers. `discount_minutes`: how long the discount holds (0: as long as the
 *  offer). Refusals: 409 `tooLate` (the request has its offers or was chosen/closed), `noCredits`, `offerLive`;
 *  404 a request that never reached this store. */
export const OfferBody = object({
  product: text(SHOPPING_RULES.product.min, SHOPPING_RULES.product.max),
  price_cents: whole(1, SHOPPING_RULES.maxPriceCents),
  discount_percent: whole(0, SHOPPING_RULES.maxDiscountPercent),
  discount_minutes: whole(0, SHOPPING_RULES.offerMinutes.max),
  expires_minutes: whole(SHOPPING_RULES.offerMinutes.min, SHOPPING_RULES.offerMinutes.max),
});
export type OfferBody = Infer<typeof OfferBody>;
export const OfferAnswer = object({ data: Offer, request: StoreRequest, credits: number() });
export type OfferAnswer = Infer<typeof OfferAnswer>;
/** A refused offer's 409 carries `reason` beside its message: `tooLate` (the request has its offers from other
 *  stores, or the customer chose one), `requestClosed` (cancelled, expired, or its reply window passed),
 *  `offerLive` (this store's offer on it still holds), `noCredits` (the store's balance is below the price). */
export const OFFER_REFUSALS = ['tooLate', 'requestClosed', 'offerLive', 'noCredits'] as const;
export type OfferRefusal = (typeof OFFER_REFUSALS)[number];

/** POST branch/{branch}/requests/{id}/dismiss: reject (no such product; the customer sees it) or discard. */
export const DismissBody = object({ kind: enums(['reject', 'discard']) });
export type DismissBody = Infer<typeof DismissBody>;

/** One chat message about a request between the customer and a store; `me` as its reader sees it. */
export const ShoppingMessage = object({
  id: number(),
  request_id: number(),
  branch_id: number(),
  message: string(),
  me: boolean(),
  from_customer: boolean(),
  image: nullable(object({ original: string() })),
  time: string(),
  client_id: nullable(string()),
});
export type ShoppingMessage = Infer<typeof ShoppingMessage>;

export const ShoppingMessagesAnswer = object({ data: array(ShoppingMessage) });
/** POST …/messages as JSON, a form or multipart (an `image` file instead of, or with, the text). */
export const ShoppingSendBody = object({ message: optional(text(1, SHOPPING_RULES.messageMax)), client_id: optional(ClientMessageId) });
export type ShoppingSendBody = Infer<typeof ShoppingSendBody>;
export const ShoppingSentAnswer = object({ success: boolean(), data: ShoppingMessage });

/** POST users/salesman/branch/{branch}/login and …/logout (spec 1 §7): `token` is the login answer's
 *  `token_notifications`, naming this console's notification channel. */
export const SalesmanBranchBody = object({ token: text(1, 255) });
/** Going offline (spec 1 §7 lists no body): the token is optional; when sent, it must be the caller's. */
export const SalesmanOfflineBody = object({ token: optional(text(1, 255)) });
export const SalesmanOnlineAnswer = object({ online_branch: nullable(number()), message: string() });
export type SalesmanOnlineAnswer = Infer<typeof SalesmanOnlineAnswer>;

/** Realtime, on the store's channel `private-store.{branchId}` (docs/realtime.md): something about a request
 *  changed for that store (a new request, an offer from anyone, a customer's choice, "I'm here", a message,
 *  the store's own no: `dismissed`);
 *  the workspace reads the request again. `credits`: the store's balance after an offer was spent. */
export const StoreRequestEvent = object({
  request_id: number(),
  kind: enums(['request', 'offer', 'accepted', 'declined', 'here', 'cancelled', 'message', 'sale', 'dismissed']),
  credits: optional(number()),
});
export type StoreRequestEvent = Infer<typeof StoreRequestEvent>;
export const storeChannel = (branchId: number): string => `private-store.${branchId}`;
/** The salesman's presence channel (docs/realtime.md): each console tab open to requests is a member; when the
 *  user's last one leaves, the server takes them offline (salesman_online cleared). */
export const salesmanPresenceChannel = (userId: number): string => `presence-salesman.${userId}`;
/** The one event name on the store channel; its data is a StoreRequestEvent. */
export const STORE_REQUEST_EVENT = 'request.changed';

// ---- The customer API (/api/customer/…; its own token kind) ----

export const CustomerRegisterBody = object({ name: text(2, 100), email: email(), password: text(8, 255), locale: optional(enums(['es', 'en'])) });
export const CustomerLoginBody = object({ email: email(), password: text(1, 255) });
export const CustomerTokenAnswer = object({ token: string(), customer: object({ id: number(), name: string(), email: string() }) });
export type CustomerTokenAnswer = Infer<typeof CustomerTokenAnswer>;
/** GET customer/plazas (where a request may be sent); GET customer/categories answers utilities/categories' shape. */
export const Plaza = object({ id: number(), name: string() });
export const PlazasAnswer = object({ data: array(Plaza) });

/** POST customer/requests (JSON, a form, or multipart with a `picture`). */
export const CustomerRequestBody = object({
  text: text(SHOPPING_RULES.requestText.min, SHOPPING_RULES.requestText.max),
  plaza_id: id(),
  category_id: id(),
});
export type CustomerRequestBody = Infer<typeof CustomerRequestBody>;

/** A request as its customer sees it: every live or decided offer, and the stores that said no. */
export const CustomerRequest = object({
  id: number(),
  text: string(),
  picture: nullable(string()),
  plaza_id: number(),
  category_id: number(),
  status: oneOf(REQUEST_STATUSES),
  created_at: string(),
  expires_at: string(),
  offers: array(Offer),
  accepted_offer_id: nullable(number()),
  rejected_by: array(object({ branch_id: number(), branch_name: string() })),
});
export type CustomerRequest = Infer<typeof CustomerRequest>;
export const CustomerRequestAnswer = object({ data: CustomerRequest });
export const CustomerRequestsAnswer = object({ data: array(CustomerRequest) });

/** Periods of the statistics (the parking dashboard's). */
export const STATS_PERIODS = ['day', 'week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const StatsQuery = object({ period: oneOf(STATS_PERIODS), date: optional(instant()) });
