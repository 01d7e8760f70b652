// The close form of the operator's shift: the cash and the card slips counted (pesos, sent as cents) and a note;
// Close asks first, with the amounts. A refusal shows here: beside its field, or above the button.
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { NOTE_MAX } from '../../../contracts/shifts.struct';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { CashierShiftActorContext } from '../../../machines/cashier-shift/cashier-shift.context';
import { selectClosing, selectConfirming, selectCount, selectError, selectFieldErrors } from '../../../machines/cashier-shift/cashier-shift.selectors';
import { centsOf, validCount } from '../../../machines/cashier-shift/shift-rules';
import { MoneyInput } from '../../components/money-input';

export function CloseShiftForm() {
  const { t } = useTranslate();
  const actor = CashierShiftActorContext.useActorRef();
  const confirming = CashierShiftActorContext.useSelector(selectConfirming);
  const closing = CashierShiftActorContext.useSelector(selectClosing);
  const count = CashierShiftActorContext.useSelector(selectCount);
  const error = CashierShiftActorContext.useSelector(selectError);
  const fieldErrors = CashierShiftActorContext.useSelector(selectFieldErrors);
  const [cash, setCash] = useState<number | string>('');
  const [card, setCard] = useState<number | string>('');
  const [note, setNote] = useState('');
  const cashCents = centsOf(cash);
  const cardCents = centsOf(card);
  const fieldShown = ['counted_cash_cents', 'counted_card_cents', 'note'].some((f) => fieldErrors[f]);
  return (
    <Paper withBorder p="lg" radius="md" maw={480}>
      <form
        aria-labelledby="close-shift-title"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'shift.close', cashCents, cardCents, note });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="close-shift-title">{t('shifts.closeTitle')}</Title>
          <MoneyInput label={t('shifts.countedCash')} value={cash} onChange={setCash} error={fieldErrors.counted_cash_cents?.[0]} disabled={closing} />
          <MoneyInput label={t('shifts.countedCard')} value={card} onChange={setCard} error={fieldErrors.counted_card_cents?.[0]} disabled={closing} />
          <Textarea label={t('shifts.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={NOTE_MAX} rows={2} error={fieldErrors.note?.[0]} disabled={closing} />
          {error && !fieldShown ? (
            <Alert color="red" role="alert" title={t('shifts.closeFailed')}>
              {error}
            </Alert>
          ) : null}
          <Button type="submit" color="red" loading={closing} disabled={!validCount(cashCents, cardCents, note)}>{t('shifts.closeSubmit')}</Button>
        </Stack>
      </form>
      <Modal opened={confirming} onClose={() => actor.send({ type: 'shift.cancel' })} title={t('shifts.confirmTitle')}>
        <Stack gap="md">
          <Text>{t('shifts.confirmBody', { cash: formatMoney(count?.cashCents ?? 0), card: formatMoney(count?.cardCents ?? 0) })}</Text>
          {count && count.note.trim() !== '' ? <Text size="sm" c="dimmed">{t('shifts.confirmNote', { note: count.note.trim() })}</Text> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actor.send({ type: 'shift.cancel' })}>{t('common.cancel')}</Button>
            <Button color="red" onClick={() => actor.send({ type: 'shift.confirm' })} data-autofocus>{t('shifts.confirmYes')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
