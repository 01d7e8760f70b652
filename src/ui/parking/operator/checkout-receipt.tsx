// After a checkout (issue 21 item 6): the receipt of the visit just checked out, printable and as a PDF, with a
// button that puts it away; put away, "Show receipt" brings it back until the next search.
import { Button, Group, Paper } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { CheckoutActorContext } from '../../../machines/checkout/checkout.context';
import { selectReceiptShown } from '../../../machines/checkout/checkout.selectors';
import { ReceiptView } from './receipt-view';

export function CheckoutReceipt() {
  const { t } = useTranslate();
  const actor = CheckoutActorContext.useActorRef();
  const lotId = CheckoutActorContext.useSelector((s) => s.context.lotId);
  const last = CheckoutActorContext.useSelector((s) => s.context.lastCheckout);
  const shown = CheckoutActorContext.useSelector(selectReceiptShown);
  if (!last || shown === null) return null;
  if (!shown) {
    return (
      <Group>
        <Button variant="light" onClick={() => actor.send({ type: 'checkout.receiptOpened' })}>{t('receipt.reopen')}</Button>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg">
      <ReceiptView key={last.visitId} lotId={lotId} visitId={last.visitId} onClose={() => actor.send({ type: 'checkout.receiptClosed' })} />
    </Paper>
  );
}
