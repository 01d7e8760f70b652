// The lot's lost-ticket fee on the rates screen (issue 21 item 4): what the operator charges on top of the fee when
// the customer has no ticket, a fixed amount or the day's maximum so far (a stay from the lot's opening today until
// the payment). Read when shown (a failed read says why, with Retry); Save is busy while it goes, a saved fee
// toasts the server's words, a refusal shows at its field.
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { LOST_TICKET_MODES, type LostTicketBody, type LostTicketMode } from '../../../contracts/receipts.struct';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { feeProblems } from '../../../machines/lost-ticket-fee/fee-rules';
import { lostTicketFeeMachine } from '../../../machines/lost-ticket-fee/lost-ticket-fee.machine';
import { selectFeeFailed, selectFeeLoading, selectFeeSaving } from '../../../machines/lost-ticket-fee/lost-ticket-fee.selectors';
import { MoneyInput } from '../../components/money-input';
import { showToast } from '../../components/notices';
import { fieldMessage } from '../../components/validation';

export const lostTicketFeeLogic = lostTicketFeeMachine.provide({
  actions: {
    notify: (_, { message }) => showToast({ message: message ?? translate('rates.saved'), color: 'teal' }),
  },
});

/** The amount's rule in pesos: the contract counts cents (`range|1|10000000`). */
const amountCode = (code: string): string => code.replace(/^range\|(\d+)\|(\d+)$/, (_, lo: string, hi: string) => `range|${formatMoney(Number(lo))}|${formatMoney(Number(hi))}`);

/** The amount field's pesos (a number, or the text it holds while typed: "200.00") in cents; null when empty. */
const centsOf = (pesos: number | string): number | null => (pesos === '' ? null : Math.round(Number(pesos) * 100));

export function LostTicketPanel({ lotId }: { lotId: number }) {
  const { t } = useTranslate();
  const actor = useActorRef(lostTicketFeeLogic, { input: { lotId } });
  const loading = useSelector(actor, selectFeeLoading);
  const failed = useSelector(actor, selectFeeFailed);
  const fee = useSelector(actor, (s) => s.context.fee);
  const error = useSelector(actor, (s) => s.context.error);

  if (loading) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (failed || !fee) {
    return (
      <Alert color="red" role="alert" title={t('lostTicket.loadFailed')}>
        <Text size="sm" mb="sm">{error}</Text>
        <Button size="xs" onClick={() => actor.send({ type: 'lostTicketFee.retry' })}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  // A saved fee starts the form again from what the server kept.
  return <FeeForm key={`${fee.mode}:${fee.cents}`} fee={fee} actor={actor} />;
}

type FeeActor = ActorRefFrom<typeof lostTicketFeeMachine>;

function FeeForm({ fee, actor }: { fee: LostTicketBody; actor: FeeActor }) {
  const { t } = useTranslate();
  const modeLabel = useId();
  const saving = useSelector(actor, selectFeeSaving);
  const error = useSelector(actor, (s) => (s.matches('editing') ? s.context.error : null));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const form = useForm({
    mode: 'controlled',
    initialValues: { mode: fee.mode, pesos: (fee.cents / 100) as number | string },
    validate: {
      pesos: (value) => {
        const code = feeProblems({ mode: 'fixed', cents: centsOf(value) }).cents;
        return code ? fieldMessage(amountCode(code), 'lostTicket.cents') : null;
      },
    },
  });
  const refused = Object.keys(fieldErrors).length > 0;
  return (
    <form
      noValidate
      aria-label={t('lostTicket.title')}
      onSubmit={form.onSubmit(({ mode, pesos }) => actor.send({ type: 'lostTicketFee.save', fee: { mode, cents: centsOf(pesos) ?? 0 } }))}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('lostTicket.intro')}</Text>
        <Stack gap={4}>
          <Text id={modeLabel} size="sm" fw={500}>{t('lostTicket.mode')}</Text>
          <SegmentedControl
            aria-labelledby={modeLabel}
            value={form.values.mode}
            disabled={saving}
            onChange={(mode) => form.setFieldValue('mode', mode as LostTicketMode)}
            data={LOST_TICKET_MODES.map((mode) => ({ value: mode, label: t(`lostTicket.mode.${mode}`) }))}
          />
          {fieldErrors.mode ? <Text size="sm" c="red">{fieldErrors.mode[0]}</Text> : null}
          {form.values.mode === 'day_max' ? <Text size="xs" c="dimmed">{t('lostTicket.dayMaxHint')}</Text> : null}
        </Stack>
        <MoneyInput
          {...form.getInputProps('pesos')}
          label={t('lostTicket.cents')}
          required
          disabled={saving || form.values.mode === 'day_max'}
          error={form.getInputProps('pesos').error ?? fieldErrors.cents?.[0]}
        />
        {error && !refused ? (
          <Alert color="red" role="alert" title={t('lostTicket.saveFailed')}>{error}</Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>{t('lostTicket.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
