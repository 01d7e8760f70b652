// /history is two screens behind one path: the salesman's personal statistics (spec 1 §2.1, issue 19) and the
// operator's checkouts of the day (spec 3 §2, the search-client screen).
import { lazy } from 'react';
import { SessionContext } from '../../machines/session/session.context';
import { selectProvider } from '../../machines/session/session.selectors';
import type { ScreenProps } from '../screen.types';

const SearchClientScreen = lazy(() => import('../parking/operator/search-client-screen'));
const SalesmanHistoryScreen = lazy(() => import('../shopping/statistics/salesman-history-screen'));

export default function HistoryScreen(props: ScreenProps) {
  const provider = SessionContext.useSelector(selectProvider);
  return provider === 'salesman' ? <SalesmanHistoryScreen /> : <SearchClientScreen {...props} />;
}
