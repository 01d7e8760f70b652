// What the search area says when there is no card: a hint, the search in progress, a failed quote with its
// retry (saying that a lost ticket stays for it), or the checkout just done with the server's message.
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { Link } from 'wouter';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { CheckoutActorContext } from '../../../machines/checkout/checkout.context';
import { selectCanRetry, selectIsDone, selectIsSearching, selectQuoteFailed } from '../../../machines/checkout/checkout.selectors';

export function VisitStatus() {
  const { t } = useTranslate();
  const actor = CheckoutActorContext.useActorRef();
  const searching = CheckoutActorContext.useSelector(selectIsSearching);
  const failed = CheckoutActorContext.useSelector(selectQuoteFailed);
  const canRetry = CheckoutActorContext.useSelector(selectCanRetry);
  const done = CheckoutActorContext.useSelector(selectIsDone);
  const hasQuote = CheckoutActorContext.useSelector((s) => s.context.quote !== null);
  const error = CheckoutActorContext.useSelector((s) => s.context.error);
  const last = CheckoutActorContext.useSelector((s) => s.context.lastCheckout);
  const lostTicket = CheckoutActorContext.useSelector((s) => s.context.lostTicket);

  if (searching) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('operator.searching')}</Text>
      </Group>
    );
  }
  if (failed) {
    return (
      <Alert color="red" role="alert" title={t('operator.quoteFailed')}>
        <Text size="sm" mb="sm">{error}</Text>
        {lostTicket && canRetry ? (
          <Text size="sm" mb="sm" data-testid="lost-ticket-kept">{t('lostTicket.kept', { reason: lostTicket.reason })}</Text>
        ) : null}
        <Group gap="xs">
          {canRetry ? <Button size="xs" onClick={() => actor.send({ type: 'checkout.retry' })}>{t('common.retry')}</Button> : null}
          <Button size="xs" variant="default" onClick={() => actor.send({ type: 'checkout.cancel' })}>{t('common.cancel')}</Button>
        </Group>
      </Alert>
    );
  }
  if (done && last) {
    return (
      <Alert color="teal" role="status" title={t('operator.done')}>
        <Text size="sm">{last.message}</Text>
        <Text size="sm" data-testid="paid-amount">{t('operator.paid', { plate: last.plate, amount: formatMoney(last.amount) })}</Text>
        <Anchor component={Link} href="/history" size="sm">{t('operator.viewHistory')}</Anchor>
      </Alert>
    );
  }
  if (hasQuote) return null;
  return <Text size="sm" c="dimmed">{t('operator.idle')}</Text>;
}
