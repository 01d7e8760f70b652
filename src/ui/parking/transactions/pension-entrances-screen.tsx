// /pensions/entrances (spec 3 §2): the transactions screen for pension cars, without money.
import { RecordsScreen } from './transactions-screen';

export default function PensionEntrancesScreen() {
  return <RecordsScreen kind="pensions" />;
}
