// Sign-in, sign-out and password calls (spec 1 §7, spec 2 §7).
import { LoginAnswer, MessageAnswer, ResetExchangeAnswer, type LoginBody, type Provider } from '../contracts/auth.struct';
import { apiCall } from './http';

/** The login screen shows its own red banner, so the failure is quiet. */
export const login = (provider: Provider, body: LoginBody): Promise<LoginAnswer> =>
  apiCall(LoginAnswer, `users/${provider}/login`, { method: 'POST', body, quiet: true });

/** Quiet: a revoked token answers 'Unauthenticated', which must not start another logout. */
export const logout = (): Promise<MessageAnswer> => apiCall(MessageAnswer, 'users/logout', { quiet: true });

export type PasswordChange = { password: string; passwordnew: string; passwordvery: string };

export const updatePassword = (userId: number, body: PasswordChange): Promise<MessageAnswer> =>
  apiCall(MessageAnswer, `users/password/update/${userId}`, { method: 'POST', body: { _method: 'put', ...body } });

export const requestReset = (email: string): Promise<MessageAnswer> =>
  apiCall(MessageAnswer, 'users/reset', { method: 'POST', body: { email }, anonymous: true });

/** Quiet: a bad token sends the user back to /login without a notice (spec 2 §2 reset completion). */
export const exchangeResetToken = (token: string): Promise<{ key: string }> =>
  apiCall(ResetExchangeAnswer, 'users/resetpassword', { method: 'POST', body: { token }, anonymous: true, quiet: true });

export type ResetUpdate = { key: string; passwordnew: string; passwordvery: string };

export const updateResetPassword = (body: ResetUpdate): Promise<MessageAnswer> =>
  apiCall(MessageAnswer, 'users/resetpassword/update', { method: 'POST', body, anonymous: true });
