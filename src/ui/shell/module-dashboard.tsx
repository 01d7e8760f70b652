// /dashboard is each module's own dashboard (spec 2 §2: "anything else goes to Dashboard"): the parking
// dashboard for parking users, the shop's statistics for the shop's owner and managers (issue 19); the
// platform's statistics are built by a later issue, and until then its page says so rather than asking an
// admin to choose a parking lot.
import { lazy } from 'react';
import { SessionContext } from '../../machines/session/session.context';
import { selectModule } from '../../machines/session/session.selectors';
import NotBuiltYet from '../components/not-built-yet';
import type { ScreenProps } from '../screen.types';

const ParkingDashboard = lazy(() => import('../parking/dashboard/dashboard-screen'));
const ShopStatistics = lazy(() => import('../shopping/statistics/shop-statistics-screen'));

export default function ModuleDashboard(props: ScreenProps) {
  const module = SessionContext.useSelector(selectModule);
  if (module === 'parking') return <ParkingDashboard />;
  if (module === 'shopping') return <ShopStatistics />;
  return <NotBuiltYet {...props} />;
}
