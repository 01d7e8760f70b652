// /transactions (spec 3 §2): the lot's visits, filtered and paged on the server, with the total of the whole
// filtered set and the Excel export (report.xlsx). The command palette opens a visit on its entry day (`day`).
import { Badge, Group, Stack, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import type { TransactionsKind } from '../../../services/transactions.api';
import { RecordsView } from './records-view';
import { LotRequired } from '../../components/lot-required';

/** The day the command palette opens a visit on (/transactions?day=yyyy-MM-dd), else none (today). */
const dayOf = (search: string): string | undefined => {
  const day = new URLSearchParams(search).get('day');
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
};

export function RecordsScreen({ kind }: { kind: TransactionsKind }) {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  const day = dayOf(useSearch());
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{kind === 'visits' ? t('page.transactions') : t('page.pensionEntrances')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {lot ? (
        // A new lot starts a new table (spec 3 §4: changing the active lot clears the tables).
        <RecordsView key={`${lot.id}:${day ?? ''}`} lot={lot} kind={kind} today={day} />
      ) : (
        <LotRequired message="transactions.noLot" />
      )}
    </Stack>
  );
}

export default function TransactionsScreen() {
  return <RecordsScreen kind="visits" />;
}
