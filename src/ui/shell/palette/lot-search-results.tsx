// The server's half of the command palette (issue 21 item 2): the active lot's pensions and visits matching the
// typed text, through the command-palette chart (a pause in the typing, then GET parkings/{id}/search). Each
// result opens the screen that shows it: a pension in /pensions, a visit in /transactions (the lot's
// administrators) or, for the operator, an open visit with a phone in the checkout's phone search.
import { Group, Loader, Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import type { VisitHit } from '../../../contracts/search.struct';
import { formatDateTime, formatDay, formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { commandPaletteMachine } from '../../../machines/command-palette/command-palette.machine';
import { actorOptions } from '../../inspector';
import { PaletteGroup } from './palette-group';

type Props = {
  lot: Lot;
  query: string;
  /** Whether the user may open /pensions and /transactions (parking.dashboard). */
  canOpenRecords: boolean;
  /** Whether the palette lists no screen or lot for the text: then "nothing matches" is this list's to say. */
  nothingElse: boolean;
  onOpen: (path: string) => void;
};

/** Where a visit is shown: the lot's transactions on its entry day, else the operator's phone search. */
function visitPath(visit: VisitHit, lot: Lot, canOpenRecords: boolean): string | null {
  if (canOpenRecords) return `/transactions?${new URLSearchParams({ day: formatDay(visit.entry_at, lot.time_zone), plate: visit.plate })}`;
  if (visit.state === 'open' && visit.phone) return `/search?${new URLSearchParams({ phone: visit.phone })}`;
  return null;
}

export function LotSearchResults({ lot, query, canOpenRecords, nothingElse, onOpen }: Props) {
  const { t } = useTranslate();
  const search = useActorRef(commandPaletteMachine, { input: { lotId: lot.id }, ...actorOptions() });
  const state = useSelector(search, (s) => s);
  useEffect(() => search.send({ type: 'palette.type', query }), [search, query]);

  const { results, error } = state.context;
  const busy = state.matches('debouncing') || state.matches('searching');
  const visit = (v: VisitHit) => {
    const path = visitPath(v, lot, canOpenRecords);
    const when = formatDateTime(v.entry_at, lot.time_zone);
    return (
      <Spotlight.Action
        key={`visit-${v.id}`}
        label={`${v.plate} · ${t('palette.ticket', { id: v.id })}`}
        description={v.state === 'open' ? t('palette.entered', { at: when }) : t('palette.paid', { amount: formatMoney(v.amount ?? 0), at: when })}
        disabled={path === null}
        onClick={() => path && onOpen(path)}
      />
    );
  };

  const pensions = results && canOpenRecords ? results.pensions : [];
  const found = pensions.length + (results?.open.length ?? 0) + (results?.recent.length ?? 0);

  if (state.matches('idle')) {
    if (query.trim() === '') return <Text size="sm" c="dimmed" px="md" py="xs">{t('palette.hint', { lot: lot.name })}</Text>;
    return nothingElse ? <Spotlight.Empty>{t('palette.nothing')}</Spotlight.Empty> : null;
  }
  return (
    <>
      {busy ? (
        <Group gap="xs" px="md" py="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('palette.searching', { lot: lot.name })}</Text>
        </Group>
      ) : null}
      {state.matches('failed') ? (
        <PaletteGroup label={t('palette.failed', { message: error ?? '' })}>
          <Spotlight.Action label={t('palette.retry')} closeSpotlightOnTrigger={false} onClick={() => search.send({ type: 'palette.retry' })} />
        </PaletteGroup>
      ) : null}
      {state.matches('results') && found === 0 && nothingElse ? <Spotlight.Empty>{t('palette.nothing')}</Spotlight.Empty> : null}
      {pensions.length > 0 ? (
        <PaletteGroup label={t('palette.pensions')}>
          {pensions.map((p) => (
            <Spotlight.Action
              key={`pension-${p.id}`}
              label={p.name}
              description={[...p.plates, p.email].join(' · ')}
              onClick={() => onOpen(`/pensions?${new URLSearchParams({ q: p.name })}`)}
            />
          ))}
        </PaletteGroup>
      ) : null}
      {results && results.open.length > 0 ? <PaletteGroup label={t('palette.openVisits')}>{results.open.map(visit)}</PaletteGroup> : null}
      {results && results.recent.length > 0 ? <PaletteGroup label={t('palette.recentVisits')}>{results.recent.map(visit)}</PaletteGroup> : null}
    </>
  );
}
