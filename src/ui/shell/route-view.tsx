// Renders the route the guard allows (spec 3 §2). A denied route keeps showing the previous screen while the
// address goes back to it: no navigation, no message. The layout is lazy, so /login never loads it.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SessionContext } from '../../machines/session/session.context';
import { selectIsSignedIn, selectLandingPath, selectPermissions } from '../../machines/session/session.selectors';
import { ScreenLoader } from '../components/loaders';
import type { AppRoute } from '../screen.types';
import { guardRoute, type GuardDecision } from './route-match';

const Layout = lazy(() => import('./layout'));

type Rendered = Extract<GuardDecision<AppRoute>, { kind: 'render' }>;

export function RouteView({ routes }: { routes: readonly AppRoute[] }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  const permissions = SessionContext.useSelector(selectPermissions);
  const landing = SessionContext.useSelector(selectLandingPath);
  const decision = guardRoute(routes, location, { signedIn, permissions, landing });
  const lastShown = useRef<{ rendered: Rendered; href: string } | null>(null);
  const href = search ? `${location}?${search}` : location;
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const denied = decision.kind === 'deny';

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
    if (denied) {
      const back = lastShown.current?.href ?? landing;
      if (back.split('?')[0] !== location) navigate(back, { replace: true });
    }
  }, [redirectTo, denied, landing, location, navigate]);

  if (decision.kind === 'render') lastShown.current = { rendered: decision, href };
  const shown = decision.kind === 'render' ? decision : lastShown.current?.rendered;
  if (!shown) return <ScreenLoader fullPage />;

  const { route, params } = shown;
  const Screen = route.screen;
  const screen = Screen ? <Screen params={params} route={route} /> : null;
  if (route.access === 'public') return <Suspense fallback={<ScreenLoader fullPage />}>{screen}</Suspense>;
  return (
    <Suspense fallback={<ScreenLoader fullPage />}>
      <Layout pageKey={route.path}>
        <Suspense fallback={<ScreenLoader />}>{screen}</Suspense>
      </Layout>
    </Suspense>
  );
}
