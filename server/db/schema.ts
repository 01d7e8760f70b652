// The one schema, for the embedded PostgreSQL and any other. Money is integer cents; instants are timestamptz (UTC).
import { sql } from 'drizzle-orm';
import type { BillingAddress } from '../../src/contracts/cards.struct';
import type { StoreStatus } from '../../src/contracts/store.struct';
import type { FeeSet, MaxRate, QuoteLineParams, SpecialRate, WeeklyTimeline } from '../../src/domain/tariff';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable('roles', {
  /** Ids 1-6 are the seeded roles (server/auth/role-permissions.ts); the admin module adds more. */
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Which provider's users may hold the role; also the `{type}` of GET roles/list/{type}. */
  type: text('type').notNull(),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const plazas = pgTable('plazas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The mall's address and its map pin ("lat,lng", null until placed), edited in the admin module's Mall. */
  address: text('address').notNull().default(''),
  location: text('location'),
  createdAt: createdAt(),
});

/** A weekday's opening window; `day` 0 = Sunday. */
export type ScheduleOpt = { day: number; start: string; end: string };
export type LotConfigs = { isFractionaryOff: boolean; isCourtesy: boolean; isCourtesyAllMinutes: boolean; timeCourtesy: string };

export const parkings = pgTable('parkings', {
  id: serial('id').primaryKey(),
  plazaId: integer('plaza_id').notNull().references(() => plazas.id),
  name: text('name').notNull(),
  prefix: text('prefix').notNull().unique(),
  address: text('address').notNull().default(''),
  timeZone: text('time_zone').notNull().default('America/Monterrey'),
  schedulesOpt: jsonb('schedules_opt').$type<ScheduleOpt[]>().notNull(),
  configs: jsonb('configs').$type<LotConfigs>().notNull(),
  /** sha-256 of the gate devices' key (X-Device-Key). */
  deviceKeyHash: text('device_key_hash').notNull(),
  urlLogo: text('url_logo'),
  status: integer('status').notNull().default(1),
  /** The lot's phone (spec 3 §3 Parking lot): national number and dialling code; shown to customers when public. */
  phoneNumber: text('phone_number').notNull().default(''),
  countryCode: text('country_code').notNull().default('52'),
  phonePublic: boolean('phone_public').notNull().default(false),
  /** "lat,lng" of the map's pin; null until placed. */
  location: text('location'),
  /** The storefront and location-map images (900x508): file names of the lot's files (server/files). */
  urlStorefront: text('url_storefront'),
  urlLocationMap: text('url_location_map'),
  optCovid: boolean('opt_covid').notNull().default(false),
  /** Caps per session/day/week/month in cents; the day row is the default one (120.00). */
  maxRates: jsonb('max_rates').$type<MaxRate[]>().notNull().default([{ unit: 'day', price: 12000 }]),
  /** The lost-ticket fee (issue 21): `fixed` charges `lostTicketCents`; `day_max` the tariff of a stay from the
   *  lot's opening today until now (the day's maximum so far). Added to the visit's tariff with a reason. */
  lostTicketMode: text('lost_ticket_mode').$type<'fixed' | 'day_max'>().notNull().default('fixed'),
  lostTicketCents: integer('lost_ticket_cents').notNull().default(20000),
  createdAt: createdAt(),
});

export const accesses = pgTable('accesses', {
  id: serial('id').primaryKey(),
  parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Path of the access's SVG map under public/maps/. */
  map: text('map').notNull(),
});

export const gates = pgTable(
  'gates',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    accessId: integer('access_id').notNull().references(() => accesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** The element id of this gate in the access's SVG map. */
    codeMap: text('code_map').notNull(),
    /** 1 entry, 2 exit. */
    type: integer('type').notNull(),
    /** The device's last report: online, offline or warning (spec 3 §4 device status OK, Error, Warning). */
    status: text('status').notNull().default('online'),
    /** The barrier's last reported position (spec 3 §4 gate status): open, close or error; null before any report. */
    barrier: text('barrier').$type<'open' | 'close' | 'error'>(),
    lastHeartbeat: timestamp('last_heartbeat', { withTimezone: true }),
  },
  (t) => [index('gates_parking_idx').on(t.parkingId)],
);

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull().unique(),
  urlLogo: text('url_logo'),
  createdAt: createdAt(),
});

/**
 * A shop's store (spec 3 §3 Branch/store; server/stores). `status` (spec 3 §4): a new store is `invalid` (not
 * verified) until it is sent for verification (`pending`); the platform makes it `active`; its owner may make an
 * active store `inactive` and back; `delete` is a deleted store. Only an `active` store buys, receives and
 * transfers credits. The phone is verified by an SMS code (storePhoneCodes) and stops being verified when it changes.
 */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<StoreStatus>().notNull().default('invalid'),
    address: text('address').notNull().default(''),
    /** "lat,lng" of the map's pin; null until placed. */
    location: text('location'),
    /** National number and dialling code; shown to customers when public. */
    phoneNumber: text('phone_number').notNull().default(''),
    countryCode: text('country_code').notNull().default('52'),
    phonePublic: boolean('phone_public').notNull().default(false),
    /** When the phone as it is now was verified; null: unverified. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** HH:MM, the store's local time. */
    opensAt: text('opens_at').notNull().default('09:00'),
    closesAt: text('closes_at').notNull().default('21:00'),
    /** Weekdays open, 0 = Sunday. */
    daysOpen: jsonb('days_open').$type<number[]>().notNull().default([1, 2, 3, 4, 5, 6]),
    /** The storefront picture (900x508): a file name of the store's files (server/files, owner kind `store`). */
    urlStorefront: text('url_storefront'),
    /** COVID precautions (spec 3 §3): additional disinfectant, frequent cleansing, controlled access. */
    covidDisinfectant: boolean('covid_disinfectant').notNull().default(false),
    covidCleansing: boolean('covid_cleansing').notNull().default(false),
    covidControlledAccess: boolean('covid_controlled_access').notNull().default(false),
    /** When the store was last sent for verification. */
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true }),
    /** The plaza (mall) the store is in: customers' requests near that plaza reach it (shopping to go). */
    plazaId: integer('plaza_id').references(() => plazas.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('branches_shop_idx').on(t.shopId),
    index('branches_plaza_idx').on(t.plazaId),
    check('branches_status_check', sql`${t.status} in ('active', 'invalid', 'delete', 'pending', 'inactive')`),
    check('branches_hours_check', sql`${t.opensAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.closesAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.opensAt} < ${t.closesAt}`),
  ],
);

/**
 * The saved cards of a shop (branch null) or of one of its branches (spec 1 §3 Card; server/cards): what the
 * card gateway answered when the card was tokenised or edited, never a card number or a CVV
 * (docs/payments.md). `token` is the gateway's, one row per token.
 */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    /** The gateway's customer for the card's owner. */
    tokenUser: text('token_user').notNull(),
    brand: text('brand').$type<'visa' | 'mastercard'>().notNull(),
    lastDigits: text('last_digits').notNull(),
    /** MM/YY */
    validDate: text('valid_date').notNull(),
    cardHolder: text('card_holder').notNull(),
    nickname: text('nickname').notNull(),
    /** The billing address with the spec's field names (src/contracts/cards.struct.ts BillingAddress). */
    address: jsonb('address').$type<BillingAddress>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cards_owner_idx').on(t.shopId, t.branchId),
    check('cards_brand_check', sql`${t.brand} in ('visa', 'mastercard')`),
    check('cards_last_digits_check', sql`${t.lastDigits} ~ '^[0-9]{4}$'`),
    check('cards_valid_date_check', sql`${t.validDate} ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The sign-in provider: nexo, parking, operator, shopping, salesman. */
    provider: text('provider').notNull(),
    /** admin (platform), admin-shopping (shop manager) or user. */
    userType: text('user_type').notNull().default('user'),
    email: text('email'),
    /** Operators and salesmen sign in with a username: the lot's or shop's prefix, '_', a name. */
    username: text('username'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** The phone's country dialling code (spec 3 §3 `country_code`), e.g. 52. */
    countryCode: text('country_code'),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id').notNull().references(() => roles.id),
    /** 1 active, 2 inactive. */
    status: integer('status').notNull().default(1),
    /** Forces a password change at the next sign-in. */
    reset: boolean('reset').notNull().default(false),
    shopId: integer('shop_id').references(() => shops.id),
    parkingId: integer('parking_id').references(() => parkings.id),
    urlLogo: text('url_logo'),
    createdAt: createdAt(),
    /** Set when a lot's administrator deletes the user: they cannot sign in, their history stays, and their
     *  e-mail or username is free again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_provider_email_idx').on(t.provider, sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_provider_username_idx').on(t.provider, sql`upper(${t.username})`).where(sql`${t.deletedAt} is null`),
  ],
);

/** Uploaded files (server/files): stored under `name` (content hash + extension) and readable only by their owner. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** Who may read it: `parking` (a lot's people) or `user` (a profile picture; server/files/records.ts). */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_owner_name_idx').on(t.ownerKind, t.ownerId, t.name)],
);

/** Mexican banks by their CLABE code (the key's first three digits; spec 3 §3 Bank): reference data, inserted by
 *  the migration that made the table, so every database has them (docs/api.md, Fiscal and bank data). */
export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  /** The bank's legal name (spec 1 §3 Bank list item `razon_social`). */
  razonSocial: text('razon_social').notNull(),
  /** A logo's address; none yet. */
  image: text('image'),
});

/** Store categories (spec 3 §3 Branch/store and Store request: category), named in both languages: reference data
 *  inserted by the migration that made the table; the admin module manages them (spec 3 §2 Categories). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  nameEs: text('name_es').notNull().unique(),
  nameEn: text('name_en').notNull().unique(),
  active: boolean('active').notNull().default(true),
  /** The category this one belongs under (the admin module's tree); null at the top. */
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
});

/** A store's categories (spec 3 §3 Branch/store: categories). */
export const branchCategories = pgTable(
  'branch_categories',
  {
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.categoryId] })],
);

/**
 * The SMS codes that verify a store's phone (spec 3 §4 Phone; server/stores/phone-codes.ts): the code's argon2
 * hash only, for the phone it was sent to, valid until `expires_at`, spent after too many wrong tries or its use.
 * A new code is sent only after the resend countdown since the last one.
 */
export const storePhoneCodes = pgTable(
  'store_phone_codes',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
    /** +{country code}{national number}, as the SMS went. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('store_phone_codes_branch_idx').on(t.branchId, t.createdAt)],
);

/** A visitor's request for a store account (spec 3 §2, §3 Store request, §4: sent, then a reply is awaited), kept
 *  until the platform's admins answer it (`status`). Its two documents are files owned by the request
 *  (server/files, owner kind `store-request`), named here. `locale` is the visitor's, for the reply's mail. */
export const storeRequests = pgTable(
  'store_requests',
  {
    id: serial('id').primaryKey(),
    storeName: text('store_name').notNull(),
    /** `parent`: a new brand's head store; `branch`: a branch of a brand whose head store is at `hq_address`. */
    kind: text('kind').notNull(),
    address: text('address').notNull(),
    hqAddress: text('hq_address'),
    description: text('description').notNull(),
    productKinds: text('product_kinds').notNull(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    mobilePhone: text('mobile_phone').notNull(),
    birthDate: date('birth_date').notNull(),
    welcomeMessage: text('welcome_message').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    bankId: integer('bank_id').notNull().references(() => banks.id),
    accountNumber: text('account_number').notNull(),
    extraSanitizer: boolean('extra_sanitizer').notNull(),
    cleanFrequently: boolean('clean_frequently').notNull(),
    customerLimit: boolean('customer_limit').notNull(),
    rfcFile: text('rfc_file').notNull(),
    addressFile: text('address_file').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    /** The nexo admin's decision (admin module, Requests): who and when, a rejection's reason (mailed), and the
     *  shop an approval created. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    rejectReason: text('reject_reason'),
    shopId: integer('shop_id').references(() => shops.id),
  },
  (t) => [
    check('store_requests_kind', sql`${t.kind} in ('parent', 'branch')`),
    check('store_requests_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('store_requests_hq', sql`(${t.kind} = 'branch') = (${t.hqAddress} is not null)`),
    index('store_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** A lot's fiscal and bank data (spec 3 §3 Core info), one row a lot; the two documents are files owned by the
 *  lot's core info (server/files, owner kind `lot-core-info`), readable by its administrators only. */
export const lotCoreInfo = pgTable('lot_core_info', {
  parkingId: integer('parking_id').primaryKey().references(() => parkings.id, { onDelete: 'cascade' }),
  taxpayerName: text('taxpayer_name').notNull(),
  rfc: text('rfc').notNull(),
  /** The CLABE's 18 digits; its first three are `bank_id`'s code. */
  interbankAccount: text('interbank_account').notNull(),
  bankAccount: text('bank_account').notNull(),
  bankId: integer('bank_id').notNull().references(() => banks.id),
  accountOwner: text('account_owner').notNull(),
  identifyingName: text('identifying_name').notNull(),
  /** Stored file names (content hash + extension) of the tax certificate and the proof of address. */
  taxpayerFile: text('taxpayer_file').notNull(),
  addressFile: text('address_file').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A lot's news (spec 3 §3 News), shown between its days in the lot's time zone, in the lot's order (`position`
 *  1..n, kept without gaps by server/news); the picture is a file owned by the lot (server/files). A deleted item
 *  is gone: nothing else refers to it. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    showEndDate: boolean('show_end_date').notNull(),
    /** The stored picture's file name (content hash + extension), 380x214. */
    image: text('image').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_parking_position_idx').on(t.parkingId, t.position), check('news_dates_check', sql`${t.endDate} >= ${t.startDate}`)],
);

/** The branches a shop's user belongs to (spec 1 §3 `branchs`): a salesman's stores, a manager's branches. */
export const userBranches = pgTable(
  'user_branches',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] }), index('user_branches_branch_idx').on(t.branchId)],
);

/** The lots a parking administrator manages. */
export const userParkings = pgTable(
  'user_parkings',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.parkingId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** sha-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The device as its sign-in showed it (User-Agent, client address), and when the session was last used:
     *  the profile's list of signed-in devices. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The chat between a lot's people (spec 3 §4 Chat): one row per message, from a sender to a recipient. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    /** The image's stored file name (server/files), owned by the lot. */
    image: text('image'),
    /** The sender's key for the message: a resend after a lost answer finds the stored one. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.parkingId, t.senderId, t.recipientId, t.id),
    index('chat_messages_unread_idx').on(t.recipientId, t.parkingId).where(sql`${t.readAt} is null`),
    uniqueIndex('chat_messages_client_idx').on(t.senderId, t.clientId).where(sql`${t.clientId} is not null`),
  ],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when the mailed token is exchanged for a key; the token cannot be used again. */
  exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
  keyHash: text('key_hash').unique(),
  /** Set when the key has changed the password; the key cannot be used again. */
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Attempts counted per key in a window that the key's first attempt opens (server/auth/attempt-counters.ts):
 * wrong passwords per account and client address, per client address, and reset mails per e-mail address.
 * In the database so that every server process sharing it counts together; expired rows are pruned.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/** A time-fee set: consecutive blocks of { qty, unit, price (cents) }, the last repeating. */
export const feeSets = pgTable(
  'fee_sets',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<FeeSet['rules']>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fee_sets_parking_idx').on(t.parkingId)],
);

/** The lot's weekly timeline (the spec's times_g); its id is the `{group}` of times/{group}/save. */
export const rateTimelines = pgTable('rate_timelines', {
  id: serial('id').primaryKey(),
  parkingId: integer('parking_id').notNull().unique().references(() => parkings.id, { onDelete: 'cascade' }),
  days: jsonb('days').$type<WeeklyTimeline>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Special (temporary) rates for date ranges and an access (-1 = every access). */
export const specialRates = pgTable(
  'special_rates',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    typeTariff: text('type_tariff').$type<SpecialRate['typeTariff']>().notNull(),
    accessId: integer('access_id').notNull(),
    courtesy: jsonb('courtesy').$type<SpecialRate['courtesy']>().notNull(),
    dates: jsonb('dates').$type<SpecialRate['dates']>().notNull(),
    rules: jsonb('rules').$type<SpecialRate['rules']>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('special_rates_parking_idx').on(t.parkingId)],
);

/** A quoted line as the engine gives it (kind and params, no words); rows quoted before params carry an English `label`. */
export type QuoteLineRow = { kind: string; params?: QuoteLineParams; label?: string; from?: string; to?: string; amount: number };
export type PaymentKind = 'cash' | 'card';
/** A paid visit's receipt (issue 21): its lines in order and the cents they add up to (net + service + tax = total). */
export type ReceiptRow = { lines: QuoteLineRow[]; net: number; service: number; tax: number; total: number };

/**
 * A stay: opened by an entry event, paid at checkout (operator) or at the exit barrier's card reader, and
 * closed by the exit event. `state` open -> paid -> closed; each step happens once (guarded updates).
 */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    accessId: integer('access_id').notNull().references(() => accesses.id),
    entryGateId: integer('entry_gate_id').notNull().references(() => gates.id),
    entryAt: timestamp('entry_at', { withTimezone: true }).notNull(),
    plate: text('plate').notNull(),
    phone: text('phone'),
    customerName: text('customer_name'),
    state: text('state').$type<'open' | 'paid' | 'closed'>().notNull().default('open'),
    /** The last quote given for this visit (checkout accepts it for one minute). */
    quotedAmount: integer('quoted_amount'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    amount: integer('amount'),
    quoteLines: jsonb('quote_lines').$type<QuoteLineRow[]>(),
    /** Billed stay as H:mm, shown in the transactions table. */
    period: text('period'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Of `amount`, the service charge and the tax the company settings asked for at payment (0 when none). */
    serviceCents: integer('service_cents'),
    taxCents: integer('tax_cents'),
    paidBy: text('paid_by').$type<'operator' | 'barrier'>(),
    operatorId: integer('operator_id').references(() => users.id),
    exitGateId: integer('exit_gate_id').references(() => gates.id),
    exitAt: timestamp('exit_at', { withTimezone: true }),
    /** A lost ticket (issue 21): the fee charged on top of the tariff and the operator's reason; null: none. */
    lostTicketCents: integer('lost_ticket_cents'),
    lostTicketReason: text('lost_ticket_reason'),
    /** Of the tariff, what the shops' validations took off at payment (0 when none). */
    validationCents: integer('validation_cents'),
    /** The operator's cashier shift the checkout belongs to and how it was paid (barrier payments: card, no shift). */
    shiftId: integer('shift_id').references((): AnyPgColumn => cashierShifts.id),
    paymentKind: text('payment_kind').$type<PaymentKind>(),
    /** The receipt as paid: every line (tariff, validations, lost ticket, service, tax) and the totals. */
    receipt: jsonb('receipt').$type<ReceiptRow>(),
  },
  (t) => [
    index('visits_lot_entry_idx').on(t.parkingId, t.entryAt),
    // Transactions (bench/transactions.ts): the count, the money total and the page's ids of a filtered range
    // read this index only (plate and gate are checked on the index entries, not on the table's rows).
    index('visits_lot_entry_totals_idx').on(t.parkingId, t.entryAt, t.entryGateId, t.amount, t.plate, t.id),
    index('visits_lot_phone_open_idx').on(t.parkingId, t.phone).where(sql`${t.state} = 'open'`),
    index('visits_lot_plate_idx').on(t.parkingId, t.plate, t.state),
    index('visits_operator_paid_idx').on(t.operatorId, t.paidAt),
    // The cars inside now (dashboard): open and paid visits are the few cars still in the lot.
    index('visits_lot_inside_idx').on(t.parkingId).where(sql`${t.state} in ('open', 'paid')`),
  ],
);

const counter = (name: string) => integer(name).notNull().default(0);

/**
 * The dashboard's rollup of the visits (server/dashboards/rollups.ts): one row per lot and local clock hour,
 * keyed by the instant that hour began in the lot's zone, kept in the same transaction as each visit write.
 * An event counts in the hour it happened in: entries and exits by their instants (`*_on_hour`: of those,
 * the ones exactly at the hour's first instant, which peak hours counts as present), payments by `paid_at`,
 * a stay's length (total and bucket) by its exit, so `exits` is also the number of stays ended.
 */
export const visitHours = pgTable(
  'visit_hours',
  {
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    entries: counter('entries'),
    exits: counter('exits'),
    entriesOnHour: counter('entries_on_hour'),
    exitsOnHour: counter('exits_on_hour'),
    paid: counter('paid'),
    income: bigint('income', { mode: 'number' }).notNull().default(0),
    stayMs: bigint('stay_ms', { mode: 'number' }).notNull().default(0),
    stayUnder30m: counter('stay_under_30m'),
    stay30mTo1h: counter('stay_30m_1h'),
    stay1hTo2h: counter('stay_1h_2h'),
    stay2hTo4h: counter('stay_2h_4h'),
    stay4hTo8h: counter('stay_4h_8h'),
    stayOver8h: counter('stay_over_8h'),
  },
  (t) => [primaryKey({ columns: [t.parkingId, t.hour] })],
);

/** Every device event once: a repeated event_id is acknowledged and ignored. */
export const gateEvents = pgTable(
  'gate_events',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    gateId: integer('gate_id').notNull().references(() => gates.id),
    eventId: text('event_id').notNull(),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    plate: text('plate').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** What the event did: 'visit' or 'pension', with the row's id. */
    outcome: text('outcome').notNull(),
    refId: integer('ref_id').notNull(),
    picture: text('picture'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gate_events_device_id_idx').on(t.parkingId, t.eventId)],
);

/** Monthly clients of a lot (spec 3 §3); their cars enter and leave without paying. */
export const pensions = pgTable(
  'pensions',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Free-text job title. */
    role: text('role').notNull(),
    createdAt: createdAt(),
    /** Set when the pension is deleted: its entrance history stays (soft delete). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('pensions_parking_idx').on(t.parkingId).where(sql`${t.deletedAt} is null`)],
);

export const pensionCars = pgTable(
  'pension_cars',
  {
    id: serial('id').primaryKey(),
    pensionId: integer('pension_id').notNull().references(() => pensions.id, { onDelete: 'cascade' }),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    color: text('color').notNull(),
    /** Set with its pension's deletedAt: the plate is free again, the car stays for the history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // A plate belongs to one active pension car per lot.
  (t) => [uniqueIndex('pension_cars_lot_plate_idx').on(t.parkingId, t.plate).where(sql`${t.deletedAt} is null`)],
);

export const pensionEntrances = pgTable(
  'pension_entrances',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    pensionId: integer('pension_id').notNull().references(() => pensions.id, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    gateId: integer('gate_id').notNull().references(() => gates.id),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    picture: text('picture'),
  },
  (t) => [index('pension_entrances_lot_at_idx').on(t.parkingId, t.at)],
);

/**
 * The demo history's days (server/demo): a demo lot's window of back-filled traffic, one row per 24 hours
 * counted back from the instant the fill began (the plan's `now`: the last row's `ends_at`). A day's rows are
 * written in the transaction that sets its `filled_at`, so an interrupted fill resumes at the first day
 * without it and a day is never written twice.
 */
export const demoHistoryDays = pgTable(
  'demo_history_days',
  {
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    /** Visits the day's entries opened, once filled. */
    visits: integer('visits'),
  },
  (t) => [primaryKey({ columns: [t.parkingId, t.startsAt] })],
);

/**
 * Credit packages a shop owner buys with a card (spec 3 §3 "Credit package: bulk, transferable, gifts";
 * server/credits). `credits` is the bulk, `giftCredits` the credits given on top, `transferable` whether the
 * package may be bought for the credit pool (credits that move between the owner's stores). The admin manages
 * them (issue of the admin screens); the migration seeds the demo ones.
 */
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    credits: integer('credits').notNull(),
    giftCredits: integer('gift_credits').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    transferable: boolean('transferable').notNull(),
    /** A bulk package may be split among several stores of the shop (a pool purchase); otherwise one store. */
    bulk: boolean('bulk').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('credit_packages_amounts_check', sql`${t.credits} > 0 and ${t.giftCredits} >= 0 and ${t.priceCents} > 0`)],
);

/**
 * A purchase attempt (one per idempotency key of a shop): written `pending` before the card is charged, settled
 * `approved` (with its credit entries, in one transaction), `declined` or `failed` (nothing was charged).
 */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    /** The console's key for this attempt; the gateway's key is `nexo-{shopId}-{key}`. */
    idempotencyKey: text('idempotency_key').notNull(),
    packageId: integer('package_id').notNull().references(() => creditPackages.id),
    /** The card charged; forgotten (null) if the card is deleted later, the purchase stays. */
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** The stores credited, in order; `pool`: split among them and transferable later. */
    branchIds: jsonb('branch_ids').$type<number[]>().notNull(),
    pool: boolean('pool').notNull(),
    amountCents: integer('amount_cents').notNull(),
    credits: integer('credits').notNull(),
    giftCredits: integer('gift_credits').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'declined' | 'failed'>().notNull().default('pending'),
    /** Why it was declined (the gateway's reason) or failed (e.g. gateway_unavailable). */
    reason: text('reason'),
    chargeId: text('charge_id'),
    authorization: text('authorization'),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_purchases_shop_key_idx').on(t.shopId, t.idempotencyKey),
    index('credit_purchases_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('credit_purchases_status_check', sql`${t.status} in ('pending', 'approved', 'declined', 'failed')`),
  ],
);

/**
 * The credit ledger, append-only (a trigger refuses updates and deletes): every movement of a store's credits
 * is an entry, and a store's balance is the sum of its entries. `movable` credits (bought for the pool, or
 * transferred) may be transferred to another store of the shop; single-store credits never move.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    branchId: integer('branch_id').notNull().references(() => branches.id),
    kind: text('kind').$type<'purchase' | 'gift' | 'transfer_in' | 'transfer_out' | 'offer' | 'validation'>().notNull(),
    /** Signed: positive credits in, negative out. */
    credits: integer('credits').notNull(),
    movable: boolean('movable').notNull(),
    purchaseId: integer('purchase_id').references(() => creditPurchases.id),
    /** A purchase entry's share of the price paid (a pool purchase splits it like its credits). */
    amountCents: integer('amount_cents'),
    /** A transfer's other store. */
    counterpartBranchId: integer('counterpart_branch_id').references(() => branches.id),
    /** An `offer` entry's offer (shopping to go): what the store's credits were spent on. */
    offerId: integer('offer_id').references((): AnyPgColumn => shoppingOffers.id),
    /** A `validation` entry's merchant validation: a shop paying a customer's parking with credits. */
    validationId: integer('validation_id').references((): AnyPgColumn => parkingValidations.id),
    userId: integer('user_id').references(() => users.id),
    /** Why the credits were given (a nexo admin's gift, admin module Gifts Credits). */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_branch_idx').on(t.branchId, t.credits, t.movable),
    index('credit_entries_shop_at_idx').on(t.shopId, t.at),
    check('credit_entries_kind_check', sql`${t.kind} in ('purchase', 'gift', 'transfer_in', 'transfer_out', 'offer', 'validation')`),
    check('credit_entries_validation_check', sql`(${t.kind} = 'validation') = (${t.validationId} is not null)`),
    // A validation's entry pays it (negative) or, when the validation is withdrawn unused, gives it back (positive).
    check('credit_entries_sign_check', sql`${t.credits} <> 0 and (${t.kind} = 'validation' or (${t.credits} > 0) = (${t.kind} in ('purchase', 'gift', 'transfer_in')))`),
    check('credit_entries_offer_check', sql`(${t.kind} = 'offer') = (${t.offerId} is not null)`),
  ],
);

/**
 * A shop's core info (spec 1 §2.4 step 1, §3 Core info; server/shop-core-info) beside its name and logo, which
 * stay in `shops` (the session's dropdowns read them). `more_than_one`: the brand owns more than one store.
 */
export const shopCoreInfo = pgTable('shop_core_info', {
  shopId: integer('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  /** The phone's dialling code without `+` (52 Mexico). */
  countryCode: text('country_code').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  moreThanOne: boolean('more_than_one').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The stores that do not share their shop's core info (spec 1 §3 `notUnder`): a deleted store leaves the list. */
export const coreInfoExclusions = pgTable('core_info_exclusions', {
  branchId: integer('branch_id').primaryKey().references(() => branches.id, { onDelete: 'cascade' }),
});

/** The taxpayer data of a shop (branch null) or of one of its stores (spec 1 §3 Taxpayer data): the two
 *  documents are stored files (server/files) with the names they were sent under. */
export const shopTaxpayers = pgTable(
  'shop_taxpayers',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    taxpayer: text('taxpayer').notNull(),
    rfc: text('rfc').notNull(),
    taxpayerFile: text('taxpayer_file').notNull(),
    taxpayerFileName: text('taxpayer_file_name').notNull(),
    addressFile: text('address_file').notNull(),
    addressFileName: text('address_file_name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('shop_taxpayers_owner_unique').on(t.shopId, t.branchId).nullsNotDistinct()],
);

/** The bank account a shop (branch null) or one of its stores receives payments in (spec 1 §3 Bank account). */
export const shopBankAccounts = pgTable(
  'shop_bank_accounts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    interbankKey: text('interbank_key').notNull(),
    accountNumber: text('account_number').notNull(),
    bankId: integer('bank_id').notNull().references(() => banks.id),
    nameReceiver: text('name_receiver').notNull(),
    identifyingText: text('identifying_text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('shop_bank_accounts_owner_unique').on(t.shopId, t.branchId).nullsNotDistinct(),
    check('shop_bank_accounts_digits_check', sql`${t.interbankKey} ~ '^[0-9]{18,20}$' and ${t.accountNumber} ~ '^[0-9]{10,15}$'`),
  ],
);

/*
 * Shopping to go (issue 19; docs/shopping.md). A customer of the mobile app (not part of this product; the customer
 * API under /api/customer and `npm run simulate -- --shop` play it) asks for a product near a plaza; the request
 * reaches the online salesmen of the active stores of that plaza and category; their offers each spend the
 * store's credits; the customer accepts one, chats with that store, says "I'm here", and the salesman closes the sale.
 */

/** A customer of the mobile app: signs in with e-mail and password and holds customer tokens (own token kind). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** es or en: the language of the customer API's messages to them. */
    locale: text('locale').notNull().default('es'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`)],
);

/** A customer's signed-in device: the token's SHA-256 only (the token is shown once, at sign-in). */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

/** The platform's shopping-to-go settings, one row (id 1): what an offer costs in credits, how many live offers a
 *  request takes, how long a request waits for offers. The admin module edits them. */
export const shoppingSettings = pgTable(
  'shopping_settings',
  {
    id: integer('id').primaryKey().default(1),
    offerCredits: integer('offer_credits').notNull().default(1),
    maxOffers: integer('max_offers').notNull().default(3),
    requestMinutes: integer('request_minutes').notNull().default(120),
  },
  (t) => [check('shopping_settings_values_check', sql`${t.id} = 1 and ${t.offerCredits} > 0 and ${t.maxOffers} > 0 and ${t.requestMinutes} > 0`)],
);

export const SHOPPING_REQUEST_STATUSES = ['open', 'accepted', 'pickup', 'done', 'cancelled', 'expired'] as const;
export type ShoppingRequestStatus = (typeof SHOPPING_REQUEST_STATUSES)[number];

/**
 * A customer's product request. `open`: waiting for offers until `expires_at`; `accepted`: the customer chose
 * `accepted_offer_id` (in dialogue with that store); `pickup`: the customer said "I'm here"; `done`: the store
 * closed the sale; `cancelled` by the customer; `expired` with no offer chosen. The picture is a file owned by
 * the request (server/files, owner kind `shopping-request`).
 */
export const shoppingRequests = pgTable(
  'shopping_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    plazaId: integer('plaza_id').notNull().references(() => plazas.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    text: text('text').notNull(),
    picture: text('picture'),
    status: text('status').$type<ShoppingRequestStatus>().notNull().default('open'),
    acceptedOfferId: integer('accepted_offer_id').references((): AnyPgColumn => shoppingOffers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shopping_requests_plaza_idx').on(t.plazaId, t.status, t.createdAt),
    index('shopping_requests_customer_idx').on(t.customerId, t.createdAt),
    check('shopping_requests_status_check', sql`${t.status} in ('open', 'accepted', 'pickup', 'done', 'cancelled', 'expired')`),
    check('shopping_requests_accepted_check', sql`(${t.status} in ('accepted', 'pickup', 'done')) = (${t.acceptedOfferId} is not null)`),
  ],
);

export const SHOPPING_OFFER_STATUSES = ['offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type ShoppingOfferStatus = (typeof SHOPPING_OFFER_STATUSES)[number];

/**
 * A store's offer on a request, made by a salesman; it spent `credits` of the store (a credit entry of kind
 * `offer` points at it, written in the same transaction). `offered` until the customer accepts it, it passes
 * `expires_at` (`expired`, written when next touched), the customer accepts another (`declined`), or the store
 * withdraws it. A store holds one live offer per request; after it expires the store may offer again.
 * Money in cents; the discount is a percentage valid until `discount_until`.
 */
export const shoppingOffers = pgTable(
  'shopping_offers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').notNull().references((): AnyPgColumn => shoppingRequests.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    branchId: integer('branch_id').notNull().references(() => branches.id),
    salesmanId: integer('salesman_id').notNull().references(() => users.id),
    product: text('product').notNull(),
    priceCents: integer('price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountUntil: timestamp('discount_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ShoppingOfferStatus>().notNull().default('offered'),
    credits: integer('credits').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('shopping_offers_request_idx').on(t.requestId, t.status),
    index('shopping_offers_branch_idx').on(t.branchId, t.createdAt),
    index('shopping_offers_salesman_idx').on(t.salesmanId, t.createdAt),
    uniqueIndex('shopping_offers_live_idx').on(t.requestId, t.branchId).where(sql`${t.status} = 'offered'`),
    check('shopping_offers_status_check', sql`${t.status} in ('offered', 'accepted', 'declined', 'expired', 'withdrawn')`),
    check('shopping_offers_amounts_check', sql`${t.priceCents} > 0 and ${t.discountPercent} between 0 and 90 and ${t.credits} > 0`),
  ],
);

/** A store's answer of no to a request: `reject` (the store has no such product; the customer is told) or
 *  `discard` (hidden from the store's pending list). Either way the request leaves that store's pending list. */
export const shoppingDismissals = pgTable(
  'shopping_dismissals',
  {
    requestId: integer('request_id').notNull().references(() => shoppingRequests.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    kind: text('kind').$type<'reject' | 'discard'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.branchId] }), check('shopping_dismissals_kind_check', sql`${t.kind} in ('reject', 'discard')`)],
);

/** The chat between a customer and a store about a request (once the store has offered): one row per message. */
export const shoppingMessages = pgTable(
  'shopping_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').notNull().references(() => shoppingRequests.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
    fromCustomer: boolean('from_customer').notNull(),
    /** The salesman who wrote it (null from the customer). */
    userId: integer('user_id').references(() => users.id),
    body: text('body').notNull().default(''),
    /** The image's stored file name (server/files, owner kind `shopping-request`, the request's). */
    image: text('image'),
    /** The sender's key for the message: a resend after a lost answer finds the stored one. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('shopping_messages_thread_idx').on(t.requestId, t.branchId, t.id),
    uniqueIndex('shopping_messages_client_idx').on(t.requestId, t.branchId, t.fromCustomer, t.clientId).where(sql`${t.clientId} is not null`),
  ],
);

/** The salesmen open to requests, each for one store (spec 1 §4 salesman online state): written by the branch
 *  login, removed by the logout or when the salesman's last console tab leaves the realtime presence. */
export const salesmanOnline = pgTable(
  'salesman_online',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('salesman_online_branch_idx').on(t.branchId)],
);

/**
 * The company settings (spec 3 §3 catalogue), one row (id 1), edited in the admin module's Settings: the default
 * language, currency and time zone; the tax and service charge new payments carry (basis points: 1600 = 16 %;
 * the service charge computed before tax, so taxed, or after it); the lock date: records dated on or before it
 * are closed to edits (server/settings). Each move of the lock date is a closing event (`closing_events`).
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    language: text('language').notNull().default('es'),
    currency: text('currency').notNull().default('MXN'),
    timeZone: text('time_zone').notNull().default('America/Monterrey'),
    taxRequired: boolean('tax_required').notNull().default(false),
    taxBp: integer('tax_bp').notNull().default(1600),
    serviceBp: integer('service_bp').notNull().default(0),
    serviceBeforeTax: boolean('service_before_tax').notNull().default(true),
    lockDate: date('lock_date'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_settings_values_check', sql`${t.id} = 1 and ${t.taxBp} between 0 and 10000 and ${t.serviceBp} between 0 and 10000`),
    check('company_settings_language_check', sql`${t.language} in ('es', 'en')`),
  ],
);

/** Every move of the lock date (a closing, or a reopening to an earlier date): who, when, from and to. */
export const closingEvents = pgTable(
  'closing_events',
  {
    id: serial('id').primaryKey(),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    note: text('note').notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('closing_events_at_idx').on(t.at)],
);

/**
 * The audit log: one row per row a route's write inserted, changed or deleted, written by a trigger in the
 * write's own transaction (a rollback leaves none) from the context the route set (server/audit): who (a user,
 * a customer or a lot's device), from which address, through which route, in which tenant. `before` and `after`
 * are the row without its secrets. No foreign keys: an entry outlives what it names.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').$type<'user' | 'customer' | 'device' | 'public'>().notNull(),
    userId: integer('user_id'),
    customerId: integer('customer_id'),
    ip: text('ip'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    parkingId: integer('parking_id'),
    shopId: integer('shop_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').$type<'insert' | 'update' | 'delete'>().notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at, t.id),
    index('audit_entries_parking_idx').on(t.parkingId, t.at),
    index('audit_entries_shop_idx').on(t.shopId, t.at),
    index('audit_entries_user_idx').on(t.userId, t.at),
    index('audit_entries_entity_idx').on(t.entity, t.entityId),
    check('audit_entries_action_check', sql`${t.action} in ('insert', 'update', 'delete')`),
  ],
);

/**
 * Which shops may validate parking in a lot and up to what (issue 21, merchant validations; the lot admin's).
 * A row with `active` = shop allowed. Maxima: 0 = that kind not allowed. `billing`: `credits` debits
 * `creditsCost` credits from the validating store at each validation; `monthly` bills the month's applied cents.
 */
export const validationPolicies = pgTable(
  'validation_policies',
  {
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    maxMinutes: integer('max_minutes').notNull().default(0),
    maxFixedCents: integer('max_fixed_cents').notNull().default(0),
    maxPercent: integer('max_percent').notNull().default(0),
    billing: text('billing').$type<ValidationBilling>().notNull().default('monthly'),
    creditsCost: integer('credits_cost').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.parkingId, t.shopId] }),
    check('validation_policies_limits_check', sql`${t.maxMinutes} >= 0 and ${t.maxFixedCents} >= 0 and ${t.maxPercent} between 0 and 100 and ${t.creditsCost} >= 0`),
    check('validation_policies_billing_check', sql`${t.billing} in ('credits', 'monthly')`),
  ],
);

export type ValidationKind = 'minutes' | 'fixed' | 'percent';
export type ValidationBilling = 'credits' | 'monthly';

/**
 * A shop's validation of one visit (by plate or by ticket, resolved to the open visit when given): free
 * minutes, a fixed amount off (cents) or a percentage off the tariff. One live validation per shop and visit;
 * `appliedCents` is what it took off when the visit was paid; `voidedAt` a validation withdrawn before payment.
 */
export const parkingValidations = pgTable(
  'parking_validations',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id').notNull().references(() => visits.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    branchId: integer('branch_id').references(() => branches.id),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').$type<ValidationKind>().notNull(),
    value: integer('value').notNull(),
    billing: text('billing').$type<ValidationBilling>().notNull(),
    credits: integer('credits').notNull().default(0),
    appliedCents: integer('applied_cents'),
    createdAt: createdAt(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('parking_validations_live_idx').on(t.visitId, t.shopId).where(sql`${t.voidedAt} is null`),
    index('parking_validations_lot_at_idx').on(t.parkingId, t.createdAt),
    index('parking_validations_shop_at_idx').on(t.shopId, t.createdAt),
    check('parking_validations_kind_check', sql`${t.kind} in ('minutes', 'fixed', 'percent') and ${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
  ],
);

/**
 * An operator's cashier shift at a gate (issue 21): opened with a cash float, every operator checkout while it
 * is open belongs to it; closing records the counted cash and card and the amounts expected then.
 */
export const cashierShifts = pgTable(
  'cashier_shifts',
  {
    id: serial('id').primaryKey(),
    parkingId: integer('parking_id').notNull().references(() => parkings.id, { onDelete: 'cascade' }),
    gateId: integer('gate_id').notNull().references(() => gates.id),
    operatorId: integer('operator_id').notNull().references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    floatCents: integer('float_cents').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    countedCashCents: integer('counted_cash_cents'),
    countedCardCents: integer('counted_card_cents'),
    expectedCashCents: integer('expected_cash_cents'),
    expectedCardCents: integer('expected_card_cents'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('cashier_shifts_open_operator_idx').on(t.operatorId).where(sql`${t.closedAt} is null`),
    uniqueIndex('cashier_shifts_open_gate_idx').on(t.gateId).where(sql`${t.closedAt} is null`),
    index('cashier_shifts_lot_opened_idx').on(t.parkingId, t.openedAt),
    check('cashier_shifts_amounts_check', sql`${t.floatCents} >= 0 and coalesce(${t.countedCashCents}, 0) >= 0 and coalesce(${t.countedCardCents}, 0) >= 0`),
  ],
);
