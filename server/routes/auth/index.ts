// Sign-in, sessions (the profile's devices), profile and password routes (spec 1 §7, spec 2 §7, spec 3 §7).
import type { FastifyInstance } from 'fastify';
import { AccountLimits, type ThrottleLimits } from '../../limits/account-limits';
import { AttemptCounters } from '../../limits/attempt-counters';
import { registerDevices } from './devices';
import { registerLogin } from './login';
import { registerProfile } from './profile';
import { registerReset } from './reset';

export function authRoutes(app: FastifyInstance, limits?: ThrottleLimits): void {
  const accountLimits = new AccountLimits(new AttemptCounters(app.db), limits);
  registerLogin(app, accountLimits);
  registerProfile(app, accountLimits);
  registerDevices(app);
  registerReset(app, accountLimits);
}
