// /dashboard is each module's own dashboard (spec 2 §2: "anything else goes to Dashboard"): the parking
// dashboard for parking users, the shop's statistics for the shop's owner and managers (issue 19), and the
// platform statistics for the nexo admin, in the nexo and the Big Data modules (issue 20 item 2).
import { lazy } from 'react';
import { SessionContext } from '../../machines/session/session.context';
import { selectModule } from '../../machines/session/session.selectors';
import NotBuiltYet from '../components/not-built-yet';
import type { ScreenProps } from '../screen.types';

const ParkingDashboard = lazy(() => import('../parking/dashboard/dashboard-screen'));
const ShopStatistics = lazy(() => import('../shopping/statistics/shop-statistics-screen'));
const PlatformStatistics = lazy(() => import('../admin/statistics/statistics-screen'));

export default function ModuleDashboard(props: ScreenProps) {
  const module = SessionContext.useSelector(selectModule);
  if (module === 'parking') return <ParkingDashboard />;
  if (module === 'shopping') return <ShopStatistics />;
  if (module === 'nexo' || module === 'bigdata') return <PlatformStatistics />;
  return <NotBuiltYet {...props} />;
}
