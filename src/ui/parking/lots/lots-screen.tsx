// Lot selection (/lots, spec 2 §2): the user's lots in a carousel, each with an Enter Place button that makes
// it active through the session (which enables the menu entries marked `view` and, from /lots, goes on to
// /dashboard).
import { Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectLots } from '../../../machines/session/session.selectors';
import { LotsCarousel } from './lots-carousel';

export default function LotsScreen() {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const lots = SessionContext.useSelector(selectLots);
  const activeLotId = SessionContext.useSelector((s) => s.context.activeLotId);

  return (
    <Stack>
      <Title order={1} size="h2">{t('page.lots')}</Title>
      {lots.length === 0 ? (
        <Text c="dimmed">{t('lots.empty')}</Text>
      ) : (
        <LotsCarousel lots={lots} activeLotId={activeLotId} onEnter={(lotId) => session.send({ type: 'session.selectLot', lotId })} />
      )}
    </Stack>
  );
}
