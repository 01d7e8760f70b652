// /dashboard is each module's own dashboard (spec 2 §2: "anything else goes to Dashboard"): the parking
// dashboard for parking users, the shop's statistics for the shop's owner and managers (issue 19), and the
// platform statistics for the nexo admin, in the nexo and the Big Data modules (issue 20 item 2). The operator's
// and the salesman's modules have none (their roles lack the route's permissions): they go to their landing.
import { lazy } from 'react';
import { Redirect } from 'wouter';
import { SessionContext } from '../../machines/session/session.context';
import { selectLandingPath, selectModule } from '../../machines/session/session.selectors';

const ParkingDashboard = lazy(() => import('../parking/dashboard/dashboard-screen'));
const ShopStatistics = lazy(() => import('../shopping/statistics/shop-statistics-screen'));
const PlatformStatistics = lazy(() => import('../admin/statistics/statistics-screen'));

export default function ModuleDashboard() {
  const module = SessionContext.useSelector(selectModule);
  const landing = SessionContext.useSelector(selectLandingPath);
  if (module === 'parking') return <ParkingDashboard />;
  if (module === 'shopping') return <ShopStatistics />;
  if (module === 'nexo' || module === 'bigdata') return <PlatformStatistics />;
  return <Redirect to={landing} replace />;
}
