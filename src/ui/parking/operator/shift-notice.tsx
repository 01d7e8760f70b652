// The cashier shift the operator's checkout goes with (issue 21 item 5): the shift's gate, or, without an open
// shift, what to do (open one in /shift, then read it again); a failed read with a retry.
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslate } from '../../../i18n/use-translate';
import { CheckoutActorContext } from '../../../machines/checkout/checkout.context';
import { selectShift, selectShiftError, selectShiftLoading, selectShiftMissing } from '../../../machines/checkout/checkout.selectors';

/** The cashier shift the checkout goes with: its gate, or what to do without one (open it in /shift). */
export function ShiftNotice() {
  const { t } = useTranslate();
  const actor = CheckoutActorContext.useActorRef();
  const shift = CheckoutActorContext.useSelector(selectShift);
  const missing = CheckoutActorContext.useSelector(selectShiftMissing);
  const loading = CheckoutActorContext.useSelector(selectShiftLoading);
  const error = CheckoutActorContext.useSelector(selectShiftError);
  if (shift) return <Text size="sm" c="dimmed" data-testid="checkout-shift">{t('shifts.checkout.shiftAt', { gate: shift.gate_name })}</Text>;
  if (loading) return null;
  return (
    // A note, not an alert: it stays while the operator works and must not be mistaken for the checkout's failure.
    <Alert color={missing ? 'yellow' : 'red'} role="note" data-testid="shift-notice" title={missing ? t('shifts.checkout.missingTitle') : t('shifts.checkout.failed')}>
      {missing ? <Text size="sm" mb="sm">{t('shifts.checkout.missing')}</Text> : <Text size="sm" mb="sm">{error}</Text>}
      <Group gap="sm">
        {missing ? <Anchor component={Link} href="/shift" size="sm">{t('shifts.checkout.openShift')}</Anchor> : null}
        <Button size="xs" variant="light" onClick={() => actor.send({ type: 'checkout.reloadShift' })}>
          {missing ? t('shifts.checkout.reload') : t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
