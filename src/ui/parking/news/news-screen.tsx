// /news (spec 3 §2 News manager; issue 16 item 4): the active lot's news manager. A new active lot starts a
// fresh manager; without one the screen says to choose a lot.
import { Badge, Group, Stack, Title } from '@mantine/core';
import { formatDay } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { LotRequired } from '../../components/lot-required';
import { NewsManager } from './news-manager';

export default function NewsScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.news')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {lot ? <NewsManager key={lot.id} lotId={lot.id} today={formatDay(new Date(), lot.time_zone)} /> : <LotRequired message="news.noLot" />}
    </Stack>
  );
}
