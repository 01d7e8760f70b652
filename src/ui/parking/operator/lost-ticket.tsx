// The lost ticket on the checkout card (issue 21 item 4): "Lost ticket" asks why the ticket is missing (3 to 120
// characters, the rule the quote is checked with; Enter charges, Escape puts the question away) and the card is
// quoted again with the lot's fee; while it applies, a badge says the reason and "Ticket found" quotes again
// without it. The fee's line is one of the quote's lines on the card.
import { Badge, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { reasonProblem } from '../../../machines/checkout/checkout-rules';
import { CheckoutActorContext } from '../../../machines/checkout/checkout.context';
import { selectIsQuoted } from '../../../machines/checkout/checkout.selectors';
import { LOST_TICKET_REASON_MAX } from '../../../contracts/receipts.struct';
import { fieldMessage } from '../../components/validation';

/** Only a quoted card takes a lost ticket: not while it is quoted again, checked out, or its checkout failed. */
export function LostTicket() {
  const { t } = useTranslate();
  const actor = CheckoutActorContext.useActorRef();
  const busy = !CheckoutActorContext.useSelector(selectIsQuoted);
  const lostTicket = CheckoutActorContext.useSelector((s) => s.context.lostTicket);
  const [asking, setAsking] = useState(false);

  if (lostTicket) {
    return (
      <Group gap="sm" data-testid="lost-ticket">
        <Badge color="orange" variant="light" size="lg" tt="none">{t('lostTicket.applied', { reason: lostTicket.reason })}</Badge>
        <Button size="xs" variant="default" disabled={busy} onClick={() => actor.send({ type: 'checkout.lostTicketRemoved' })}>
          {t('lostTicket.found')}
        </Button>
      </Group>
    );
  }
  if (asking) {
    return (
      <ReasonForm
        onCharge={(reason) => {
          setAsking(false);
          actor.send({ type: 'checkout.lostTicket', reason });
        }}
        onCancel={() => setAsking(false)}
      />
    );
  }
  return (
    <Group>
      <Button size="xs" variant="light" disabled={busy} onClick={() => setAsking(true)}>{t('lostTicket.apply')}</Button>
    </Group>
  );
}

function ReasonForm({ onCharge, onCancel }: { onCharge: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: {
      reason: (value: string) => {
        const code = reasonProblem(value);
        return code ? fieldMessage(code, 'lostTicket.reason') : null;
      },
    },
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };
  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-orange-light)">
      <form noValidate aria-label={t('lostTicket.title')} onSubmit={form.onSubmit(({ reason }) => onCharge(reason))}>
        <Stack gap="xs">
          <TextInput
            {...form.getInputProps('reason')}
            label={t('lostTicket.reason')}
            description={t('lostTicket.reasonHint')}
            required
            autoFocus
            maxLength={LOST_TICKET_REASON_MAX}
            onKeyDown={onKeyDown}
          />
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={onCancel}>{t('common.cancel')}</Button>
            <Button size="xs" type="submit">{t('lostTicket.charge')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
