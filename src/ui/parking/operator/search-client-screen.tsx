// The search-client screen, shared by /search, /search-out and /history (spec 3 §2): the phone search and the
// checkout card (titled for exits on /search-out), or the operator's checkouts of the day on /history. Works
// within the active lot; without one it points to /lots.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { CheckoutActorContext } from '../../../machines/checkout/checkout.context';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectActiveLot, selectPermissions, selectUserId } from '../../../machines/session/session.selectors';
import { showToast } from '../../components/notices';
import type { ScreenProps } from '../../screen.types';
import { CheckoutCard } from './checkout-card';
import { CheckoutHistory } from './checkout-history';
import { PhoneSearch } from './phone-search';
import { ShiftNotice } from './shift-notice';
import { VisitStatus } from './visit-status';
import { LotRequired } from '../../components/lot-required';
import { ChatDrawer } from '../chat/chat-drawer';

export const SEARCH_PERMISSION = 'operators.search';

type Mode = 'search' | 'exit' | 'history';
const modeOf = (path: string): Mode => (path === '/history' ? 'history' : path === '/search-out' ? 'exit' : 'search');

const TITLES: Record<Mode, MessageKey> = { search: 'page.search', exit: 'page.searchOut', history: 'page.history' };
const SUBTITLES: Record<Mode, MessageKey> = { search: 'operator.subtitle.search', exit: 'operator.subtitle.exit', history: 'operator.subtitle.history' };

export default function SearchClientScreen({ route }: ScreenProps) {
  const { t } = useTranslate();
  const mode = modeOf(route.path);
  const lot = SessionContext.useSelector(selectActiveLot);
  const permissions = SessionContext.useSelector(selectPermissions);
  const meId = SessionContext.useSelector(selectUserId);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={1} size="h2">{t(route.title ?? TITLES[mode])}</Title>
          {lot ? (
            <Group gap="sm">
              {meId !== null && allows(permissions, SEARCH_PERMISSION) ? <ChatDrawer key={lot.id} lot={lot} meId={meId} /> : null}
              <Badge variant="light" size="lg">{lot.name}</Badge>
            </Group>
          ) : null}
        </Group>
        <Text c="dimmed">{t(SUBTITLES[mode])}</Text>
      </Stack>
      {!lot ? (
        <LotRequired message="operator.noLot" />
      ) : mode === 'history' ? (
        <CheckoutHistory key={lot.id} lot={lot} />
      ) : (
        <CheckoutPanel key={lot.id} lot={lot} canSearch={allows(permissions, SEARCH_PERMISSION)} />
      )}
    </Stack>
  );
}

/** The checkout chart of one lot, with the app's toast and the session's end filled in. */
export function CheckoutPanel({ lot, canSearch }: { lot: Lot; canSearch: boolean }) {
  const session = SessionContext.useActorRef();
  const resetSearch = useRef<(() => void) | null>(null);
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message, color: 'teal' }),
        reportFailure: (_, { unauthenticated }) => {
          if (unauthenticated) session.send({ type: 'session.expire' });
        },
        resetSearch: () => resetSearch.current?.(),
      },
    }),
  );
  return (
    <CheckoutActorContext.Provider logic={logic} options={{ input: { lotId: lot.id, canSearch } }}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <PhoneSearch canSearch={canSearch} resetRef={resetSearch} />
            <VisitStatus />
            <ShiftNotice />
          </Stack>
        </Paper>
        <CheckoutCard timeZone={lot.time_zone} />
      </Stack>
    </CheckoutActorContext.Provider>
  );
}
