// /rates/edit (spec 2 "Rates screen"): four numbered quadrants for the active lot (1 access and gates on the
// map, 2 time-fee sets, 3 the weekly timeline, 4 max rate, fractional charge and courtesy) and, beside the
// timeline, the quote simulator; beside quadrant 4 the lot's lost-ticket fee (issue 21, its own chart). The board
// chart loads and saves; each quadrant subscribes to it.
import { Alert, Badge, Button, Grid, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import { t } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { RatesBoardContext } from '../../../machines/rates-board/rates-board.context';
import { ratesBoardMachine } from '../../../machines/rates-board/rates-board.machine';
import { selectAccess, selectIsLoading, selectLoadFailed } from '../../../machines/rates-board/rates-board.selectors';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { showToast } from '../../components/notices';
import { AccessMap } from '../../components/access-map';
import { FeeSetsPanel } from './fee-sets-panel';
import { LostTicketPanel } from './lost-ticket-panel';
import { QuoteSimulator } from './quote-simulator';
import { RateConfigPanel } from './rate-config-panel';
import { TimelinePanel } from './timeline-panel';
import { LotRequired } from '../../components/lot-required';

const boardLogic = ratesBoardMachine.provide({
  actions: {
    notify: (_, { message, kind }) =>
      kind === 'config'
        ? showToast({ title: t('rates.config.updated'), message: message ?? t('rates.saved'), color: 'teal' })
        : showToast({ message: message ?? t('rates.saved'), color: 'teal' }),
  },
});

export default function RatesScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.ratesEdit')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {lot ? (
        <RatesBoardContext.Provider key={lot.id} logic={boardLogic} options={{ input: { lotId: lot.id } }}>
          <Board lot={lot} />
        </RatesBoardContext.Provider>
      ) : (
        <LotRequired message="rates.noLot" />
      )}
    </Stack>
  );
}

function Quadrant({ n, title, children, aside }: { n: number | null; title: string; children: ReactNode; aside?: ReactNode }) {
  const id = `rates-quadrant-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {n !== null ? <Badge circle size="lg" aria-hidden="true">{n}</Badge> : null}
          <Title order={2} size="h4" id={id}>{title}</Title>
        </Group>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

function Board({ lot }: { lot: Lot }) {
  const { t } = useTranslate();
  const board = RatesBoardContext.useActorRef();
  const loading = RatesBoardContext.useSelector(selectIsLoading);
  const failed = RatesBoardContext.useSelector(selectLoadFailed);
  const loadError = RatesBoardContext.useSelector((s) => s.context.loadError);
  const feeSets = RatesBoardContext.useSelector((s) => s.context.feeSets);

  if (loading) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (failed) {
    return (
      <Alert color="red" role="alert" title={t('rates.loadFailed')}>
        <Text size="sm" mb="sm">{loadError}</Text>
        <Button size="xs" onClick={() => board.send({ type: 'rates.retry' })}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Quadrant n={1} title={t('rates.map.title')}>
          <AccessQuadrant />
        </Quadrant>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Quadrant n={2} title={t('rates.feeSets.title')}>
          <FeeSetsPanel lotId={lot.id} initial={feeSets} />
        </Quadrant>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Quadrant n={3} title={t('rates.timeline.title')}>
          <TimelinePanel />
        </Quadrant>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Quadrant n={null} title={t('rates.quote.title')}>
          <QuoteSimulator timeZone={lot.time_zone} />
        </Quadrant>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Quadrant n={4} title={t('rates.config.title')}>
          <RateConfigPanel />
        </Quadrant>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Quadrant n={null} title={t('lostTicket.title')}>
          <LostTicketPanel lotId={lot.id} />
        </Quadrant>
      </Grid.Col>
    </Grid>
  );
}

function AccessQuadrant() {
  const { t } = useTranslate();
  const board = RatesBoardContext.useActorRef();
  const accesses = RatesBoardContext.useSelector((s) => s.context.accesses);
  const maps = RatesBoardContext.useSelector((s) => s.context.maps);
  const access = RatesBoardContext.useSelector(selectAccess);
  if (accesses.length === 0) return <Text size="sm" c="dimmed">{t('rates.map.noAccesses')}</Text>;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('rates.map.choose')}
        fullWidth
        value={access ? String(access.id) : ''}
        onChange={(v) => board.send({ type: 'access.select', accessId: Number(v) })}
        data={accesses.map((a) => ({ value: String(a.id), label: a.name }))}
      />
      {access ? <AccessMap name={access.name} svg={maps[access.map]} gates={access.gates} /> : null}
    </Stack>
  );
}
