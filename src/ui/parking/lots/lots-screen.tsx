// Lot selection (/lots, spec 2 §2): the user's lots, each with an Enter Place button that makes it active.
// A simple grid for now (4 per row on wide screens, 1 on narrow ones); the carousel comes later.
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectLots } from '../../../machines/session/session.selectors';

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
        <SimpleGrid cols={{ base: 1, md: Math.min(4, lots.length) }} spacing="md">
          {lots.map((lot) => (
            <Card key={lot.id} withBorder radius="md" padding="lg" component="article" aria-label={lot.name}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} size="h4">{lot.name}</Title>
                  {lot.id === activeLotId ? <Badge variant="light">{t('lots.active')}</Badge> : null}
                </Group>
                <Text size="sm" c="dimmed">{lot.plaza_name}</Text>
                <Button mt="sm" onClick={() => session.send({ type: 'session.selectLot', lotId: lot.id })}>
                  {t('lots.enter')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
