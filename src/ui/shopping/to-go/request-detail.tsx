// The selected request (spec 3 §3, §4): the customer's text, picture and category, the reply countdown, the live
// offers out of those allowed ("Too late!" when full or chosen), the store's own offers; then what the module
// allows: an offer (a new one after the last expired), reject or discard (Pending), the chat and the sale (In
// progress, I'm here), when it was closed (Sales).
import { Alert, Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { StoreRequest } from '../../../contracts/shopping.struct';
import { formatDateTime, formatMoney, TIME_ZONE } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import type { DismissKind } from '../../../machines/request-workspace/request-workspace.machine';
import { canCloseSale, canDismiss, canOffer, isTooLate } from '../../../machines/request-workspace/workspace-rules';
import { StoredImage } from '../../components/stored-image';
import { ReplyCountdown } from './reply-countdown';
import { RequestChat } from './request-chat';

type RequestDetailProps = {
  branchId: number;
  meId: number;
  request: StoreRequest;
  /** Whether the workspace takes an action now (not while another is with the server). */
  idle: boolean;
  closingSale: boolean;
  outOfCredits: boolean;
  onOffer: () => void;
  onDismiss: (kind: DismissKind) => void;
  onSale: () => void;
};

export function RequestDetail({ branchId, meId, request: r, idle, closingSale, outOfCredits, onOffer, onDismiss, onSale }: RequestDetailProps) {
  const { t } = useTranslate();
  const now = new Date();
  const chat = r.view === 'progress' || r.view === 'here';
  return (
    <Stack gap="sm" aria-label={t('toGo.detail')}>
      <Group justify="space-between">
        <Title order={2} size="h4">{r.customer_name}</Title>
        <Badge variant="light">{r.category}</Badge>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{r.text}</Text>
      {r.picture ? (
        <StoredImage key={r.picture} address={r.picture} alt={t('toGo.picture')} fallback={<Text size="sm" c="dimmed">{t('toGo.picture')}</Text>} render={(url, alt) => <Image src={url} alt={alt} maw={320} radius="sm" />} />
      ) : null}
      {r.status === 'open' ? <ReplyCountdown expiresAt={r.expires_at} /> : null}
      <Text size="sm" data-testid="offers-count">{t('toGo.offersCount', { count: r.offers_count, max: r.max_offers })}</Text>
      {r.view === 'pending' && isTooLate(r) ? <Alert color="orange" title={t('toGo.tooLate')}>{t('toGo.tooLateText')}</Alert> : null}
      {r.my_offers.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>{t('toGo.myOffers')}</Text>
          {r.my_offers.map((o) => (
            <Paper key={o.id} withBorder p="xs">
              <Group justify="space-between">
                <Text size="sm">{o.product} · {formatMoney(o.total_cents)}</Text>
                <Badge variant="outline" data-status={o.status}>{t(`toGo.offerStatus.${o.status}`)}</Badge>
              </Group>
              {o.status === 'offered' ? <Text size="xs" c="dimmed">{t('toGo.offerExpires', { at: formatDateTime(o.expires_at) })}</Text> : null}
            </Paper>
          ))}
        </Stack>
      ) : null}
      {r.view === 'pending' ? (
        <>
          {outOfCredits ? <Alert color="red" title={t('toGo.noCredits')}>{t('toGo.noCreditsText')}</Alert> : null}
          <Group>
            <Button disabled={!idle || !canOffer(r, now)} onClick={onOffer}>{t(r.my_offers.length > 0 ? 'toGo.offerAgain' : 'toGo.offer')}</Button>
            <Button variant="light" color="red" disabled={!idle || !canDismiss(r)} onClick={() => onDismiss('reject')}>{t('toGo.reject')}</Button>
            <Button variant="default" disabled={!idle || !canDismiss(r)} onClick={() => onDismiss('discard')}>{t('toGo.discard')}</Button>
          </Group>
        </>
      ) : null}
      {r.view === 'here' && r.arrived_at ? <Alert color="teal" title={t('toGo.arrived')}>{formatDateTime(r.arrived_at)}</Alert> : null}
      {canCloseSale(r) ? (
        <Group>
          <Button color="teal" loading={closingSale} disabled={!idle && !closingSale} onClick={onSale}>{t('toGo.closeSale')}</Button>
        </Group>
      ) : null}
      {r.view === 'sales' && r.closed_at ? <Text size="sm">{t('toGo.closedAt', { at: formatDateTime(r.closed_at) })}</Text> : null}
      {chat ? <RequestChat key={r.id} branchId={branchId} request={r} meId={meId} timeZone={TIME_ZONE} /> : null}
    </Stack>
  );
}
