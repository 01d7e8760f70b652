// The operator's cashier shift, /shift (issue 21 item 5): open it with a cash float at an exit gate, watch its
// running totals, close it with the cash and card counted and see the difference by payment kind. Works within the
// active lot; without one it points to /lots.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { LotRequired } from '../../components/lot-required';
import type { ScreenProps } from '../../screen.types';
import { ShiftPanel } from './shift-panel';

export default function ShiftScreen({ route }: ScreenProps) {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={1} size="h2">{t(route.title ?? 'page.shift')}</Title>
          {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
        </Group>
        <Text c="dimmed">{t('shifts.subtitle')}</Text>
      </Stack>
      {lot ? <ShiftPanel key={lot.id} lot={lot} /> : <LotRequired message="shifts.noLot" />}
    </Stack>
  );
}
