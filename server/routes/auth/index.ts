// Sign-in, sessions, profile and password routes (spec 1 §7, spec 2 §7, spec 3 §7).
import type { FastifyInstance } from 'fastify';
import { LoginThrottle, type ThrottleLimits } from '../../auth/login-throttle';
import { registerLogin } from './login';
import { registerProfile } from './profile';
import { registerReset } from './reset';

export function authRoutes(app: FastifyInstance, limits?: ThrottleLimits): void {
  registerLogin(app, new LoginThrottle(limits));
  registerProfile(app);
  registerReset(app);
}
