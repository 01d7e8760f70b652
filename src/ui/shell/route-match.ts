// Route matching and the guard of spec 3 §2, as pure functions so they are tested without a browser.
import { allows, type PermissionRule } from '../../machines/session/session.selectors';

export type RouteParams = Record<string, string>;

/**
 * Matches `/branch/:id`, `/login/resetpassword/:token` and a trailing `*?` (any rest, or none).
 * Returns the named parameters, or null.
 */
export function matchPath(pattern: string, path: string): RouteParams | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('?')[0].split('/').filter(Boolean);
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part === '*?') {
      params.rest = have.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    if (i >= have.length) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(have[i]);
    else if (part !== have[i]) return null;
  }
  return have.length === want.length ? params : null;
}

export type GuardedRoute = {
  path: string;
  /** Public routes are reachable only while signed out (the sign-in screens). */
  access: 'public' | 'protected';
  permission?: PermissionRule;
  redirect?: string;
};

export type GuardSession = { signedIn: boolean; permissions: readonly string[]; landing: string };

export type GuardDecision<R> =
  | { kind: 'render'; route: R; params: RouteParams }
  | { kind: 'redirect'; to: string }
  /** Signed in but lacking the route's permission: stay where they are, no message. */
  | { kind: 'deny' };

export const FALLBACK_PATH = '/dashboard';

export function guardRoute<R extends GuardedRoute>(routes: readonly R[], path: string, session: GuardSession): GuardDecision<R> {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.redirect) return { kind: 'redirect', to: route.redirect };
    if (route.access === 'public') {
      return session.signedIn ? { kind: 'redirect', to: session.landing } : { kind: 'render', route, params };
    }
    if (!session.signedIn) return { kind: 'redirect', to: '/login' };
    if (!allows(session.permissions, route.permission)) return { kind: 'deny' };
    return { kind: 'render', route, params };
  }
  return { kind: 'redirect', to: FALLBACK_PATH };
}
