// /dashboard is each module's own dashboard (spec 2 §2: "anything else goes to Dashboard"): the parking
// dashboard for parking users; the platform's and the shops' statistics are built by later issues, and until
// then their page says so rather than asking an admin or a shop owner to choose a parking lot.
import { lazy } from 'react';
import { SessionContext } from '../../machines/session/session.context';
import { selectModule } from '../../machines/session/session.selectors';
import NotBuiltYet from '../components/not-built-yet';
import type { ScreenProps } from '../screen.types';

const ParkingDashboard = lazy(() => import('../parking/dashboard/dashboard-screen'));

export default function ModuleDashboard(props: ScreenProps) {
  const module = SessionContext.useSelector(selectModule);
  return module === 'parking' ? <ParkingDashboard /> : <NotBuiltYet {...props} />;
}
