// Sign-in, session and password contracts (spec 1 §3 Authorization, §7; spec 2 §7; spec 3 §7).
import { array, boolean, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { email, oneOf, plain, text } from './rules';

export const PROVIDERS = ['nexo', 'parking', 'operator', 'shopping', 'salesman'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const Provider = oneOf(PROVIDERS);

/** `email` holds the username for operators and salesmen. */
export const LoginBody = object({ email: text(1, 255), password: text(1, 255) });
export type LoginBody = Infer<typeof LoginBody>;

export const USER_TYPES = ['admin', 'admin-shopping', 'user'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LoginAnswer = object({
  user_type: oneOf(USER_TYPES),
  user_id: number(),
  /** The spec's `{product}_id`: the account's id on the platform (one id across its modules; ours is user_id). */
  nexo_id: number(),
  /** Presented when the console opens itself to notifications (a salesman going online for a store). */
  token_notifications: string(),
  token_type: string(),
  access_token: string(),
  permissions: array(string()),
  /** Our realtime identity and its token (the spec's realtime-database uid and token). */
  uid_firebase: string(),
  token_firebase: string(),
  reset: boolean(),
  /** The lot or shop selected by default, when the user has one. */
  default_select: nullable(number()),
  type: Provider,
  role_id: number(),
  name: string(),
  // The server always sends these three; the console reads `access_token` and `type`, and a session stored before
  // they existed must still load, so they are optional here.
  /** Spec 1 §3 Authorization calls the session's token `token`: the same as `access_token`. */
  token: optional(string()),
  /** Spec 2 §7's login reads `data.type`, `provider` and `token`: the same values again, where it reads them. */
  provider: optional(Provider),
  data: optional(object({ type: Provider, provider: Provider, token: string() })),
});
export type LoginAnswer = Infer<typeof LoginAnswer>;

export const PasswordUpdateBody = object({
  password: text(1, 255),
  passwordnew: text(6, 255),
  passwordvery: optional(plain(255)),
});
export type PasswordUpdateBody = Infer<typeof PasswordUpdateBody>;

export const ResetRequestBody = object({ email: email() });
export const ResetExchangeBody = object({ token: text(1, 255) });
export const ResetExchangeAnswer = object({ key: string() });
export const ResetUpdateBody = object({ key: text(1, 255), passwordnew: text(6, 255), passwordvery: text(1, 255) });
export type ResetUpdateBody = Infer<typeof ResetUpdateBody>;

export const MessageAnswer = object({ message: string(), success: optional(boolean()) });
export type MessageAnswer = Infer<typeof MessageAnswer>;
