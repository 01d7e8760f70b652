// The checkout card (spec 2 §2, §4-5): plate, arrival in the lot's time zone, the elapsed time ticking every
// second, the amount (MXN) and the quote's lines, then the company's service charge and tax when it charges any;
// the client's name (5-100), an exit gate (the cashier shift's gate by default) and how the customer paid (cash
// or card); without an open cashier shift the card says to open one in /shift instead of offering Checkout.
// Checkout is busy while the checkout is with the server, so it cannot be pressed twice; Cancel clears the quote.
// A customer without a ticket is charged the lot's lost-ticket fee with a reason (lost-ticket.tsx); after a
// checkout its receipt takes the card's place (checkout-receipt.tsx).
import { Alert, Box, Button, Group, Loader, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, type ReactNode } from 'react';
import { PAYMENT_KINDS, type PaymentKind } from '../../../contracts/shifts.struct';
import { formatDateTime, formatMoney } from '../../../domain/formats/edge-formats';
import { receiptLineText } from '../../../domain/receipts';
import { useTranslate } from '../../../i18n/use-translate';
import { formatElapsed, gateProblem, nameProblem } from '../../../machines/checkout/checkout-rules';
import { CheckoutActorContext } from '../../../machines/checkout/checkout.context';
import {
  selectCanRetry,
  selectCheckoutFailed,
  selectElapsed,
  selectGates,
  selectGatesError,
  selectGatesLoading,
  selectIsCheckingOut,
  selectIsQuoting,
  selectQuote,
  selectSeveralVisits,
  selectShift,
} from '../../../machines/checkout/checkout.selectors';
import type { Quote } from '../../../services/operations.api';
import { fieldMessage } from '../../components/validation';
import { CheckoutReceipt } from './checkout-receipt';
import { LostTicket } from './lost-ticket';
import { periodText } from './operator-text';

/** Shown while the chart holds a quote, keyed by the visit so another visit starts an empty form; without one,
 *  the receipt of the checkout just done. */
export function CheckoutCard({ timeZone }: { timeZone: string }) {
  const quote = CheckoutActorContext.useSelector(selectQuote);
  if (!quote) return <CheckoutReceipt />;
  return <Card key={quote.id} quote={quote} timeZone={timeZone} />;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text component="dd" m={0} size="lg" fw={700} data-testid={testId}>{children}</Text>
    </Box>
  );
}

/** The company's service charge and tax on the tariff's subtotal (admin Settings), when it charges any. */
function Charges({ quote }: { quote: Quote }) {
  const { t } = useTranslate();
  if (quote.service === 0 && quote.tax === 0) return null;
  const row = (label: string, cents: number, testId: string) => (
    <Table.Tr>
      <Table.Td colSpan={2}>{label}</Table.Td>
      <Table.Td ta="right" data-testid={testId}>{formatMoney(cents)}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table.Tfoot>
      {row(t('operator.line.subtotal'), quote.subtotal, 'quote-subtotal')}
      {quote.service > 0 ? row(t('operator.line.service'), quote.service, 'quote-service') : null}
      {quote.tax > 0 ? row(t('operator.line.tax'), quote.tax, 'quote-tax') : null}
      <Table.Tr>
        <Table.Th colSpan={2}>{t('operator.line.total')}</Table.Th>
        <Table.Th ta="right">{formatMoney(quote.to_pay)}</Table.Th>
      </Table.Tr>
    </Table.Tfoot>
  );
}

function Card({ quote, timeZone }: { quote: Quote; timeZone: string }) {
  const { t, locale } = useTranslate();
  const titleId = useId();
  const actor = CheckoutActorContext.useActorRef();
  const elapsed = CheckoutActorContext.useSelector(selectElapsed);
  const refreshing = CheckoutActorContext.useSelector(selectIsQuoting);
  const checkingOut = CheckoutActorContext.useSelector(selectIsCheckingOut);
  const failed = CheckoutActorContext.useSelector(selectCheckoutFailed);
  const canRetry = CheckoutActorContext.useSelector(selectCanRetry);
  const several = CheckoutActorContext.useSelector(selectSeveralVisits);
  const requoted = CheckoutActorContext.useSelector((s) => s.context.requoted);
  const error = CheckoutActorContext.useSelector((s) => s.context.error);
  const serverErrors = CheckoutActorContext.useSelector((s) => s.context.fieldErrors);
  const gates = CheckoutActorContext.useSelector(selectGates);
  const gatesLoading = CheckoutActorContext.useSelector(selectGatesLoading);
  const gatesError = CheckoutActorContext.useSelector(selectGatesError);
  const shift = CheckoutActorContext.useSelector(selectShift);

  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', gate: shift ? String(shift.gate_id) : (null as string | null), paymentKind: 'cash' as PaymentKind },
    validate: {
      name: (value: string) => {
        const code = nameProblem(value);
        return code ? fieldMessage(code, 'operator.name') : null;
      },
      gate: (value: string | null) => {
        const code = gateProblem(value === null ? null : Number(value), gates.map((g) => g.id));
        return code ? fieldMessage(code, 'operator.gate') : null;
      },
    },
  });

  const nameInput = form.getInputProps('name');
  const gateInput = form.getInputProps('gate');
  const gatePlaceholder = gatesLoading ? t('common.loading') : gates.length === 0 ? t('operator.noGates') : t('operator.gatePlaceholder');

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg" shadow="xs">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>{t('operator.card')}</Title>
          {refreshing ? (
            <Group gap={6} role="status">
              <Loader size="xs" aria-hidden />
              <Text size="xs" c="dimmed">{t('operator.refreshing')}</Text>
            </Group>
          ) : null}
        </Group>

        {several ? (
          <Alert color="yellow" variant="light" title={t('operator.severalVisits')}>{several}</Alert>
        ) : null}
        {requoted ? (
          <Alert color="yellow" variant="light" role="status">{t('operator.requoted')}</Alert>
        ) : null}

        <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="md" m={0}>
          <Fact label={t('operator.plate')} testId="plate">{quote.plate}</Fact>
          <Fact label={t('operator.arrival')} testId="arrival">{formatDateTime(quote.time_utc, timeZone)}</Fact>
          <Fact label={t('operator.elapsed')}>
            <span role="timer" aria-label={t('operator.elapsed')} data-testid="elapsed">{formatElapsed(elapsed)}</span>
          </Fact>
          <Fact label={t('operator.amount')} testId="amount-due">{formatMoney(quote.to_pay)}</Fact>
        </SimpleGrid>

        {quote.lines.length === 0 ? (
          <Text size="sm" c="dimmed">{t('operator.noLines')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4} aria-label={t('operator.lines')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.line.concept')}</Table.Th>
                  <Table.Th>{t('operator.line.period')}</Table.Th>
                  <Table.Th ta="right">{t('operator.history.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {quote.lines.map((line, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{receiptLineText(line, locale)}</Table.Td>
                    <Table.Td>{periodText(line.from, line.to, timeZone)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Charges quote={quote} />
            </Table>
          </Table.ScrollContainer>
        )}

        <LostTicket />

        <form
          noValidate
          aria-label={t('operator.card')}
          onSubmit={form.onSubmit(({ name, gate, paymentKind }) => actor.send({ type: 'checkout.submit', name, gateOut: Number(gate), paymentKind }))}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                {...nameInput}
                label={t('operator.name')}
                autoComplete="name"
                required
                autoFocus
                maxLength={100}
                disabled={checkingOut}
                error={nameInput.error ?? serverErrors.name?.[0]}
              />
              <Select
                {...gateInput}
                label={t('operator.gate')}
                placeholder={gatePlaceholder}
                data={gates.map((g) => ({ value: String(g.id), label: g.name }))}
                required
                allowDeselect={false}
                disabled={checkingOut || gatesLoading || gates.length === 0}
                error={gateInput.error ?? serverErrors.gate_out?.[0] ?? gatesError}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <PaymentKindField value={form.values.paymentKind} disabled={checkingOut} onChange={(kind) => form.setFieldValue('paymentKind', kind)} />
            {gatesError || (!gatesLoading && gates.length === 0) ? (
              <Group>
                <Button size="xs" variant="light" onClick={() => actor.send({ type: 'checkout.reloadGates' })}>{t('common.retry')}</Button>
              </Group>
            ) : null}
            {failed ? (
              <Alert color="red" role="alert" title={t('operator.checkoutFailed')}>
                <Text size="sm" mb="sm">{error}</Text>
                {canRetry ? <Button size="xs" onClick={() => actor.send({ type: 'checkout.retry' })}>{t('common.retry')}</Button> : null}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" disabled={checkingOut} onClick={() => actor.send({ type: 'checkout.cancel' })}>{t('common.cancel')}</Button>
              <Button type="submit" loading={checkingOut} disabled={refreshing || shift === null}>{t('operator.checkout')}</Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

/** Cash or card: the shift's count is kept by payment kind. */
function PaymentKindField({ value, disabled, onChange }: { value: PaymentKind; disabled: boolean; onChange: (kind: PaymentKind) => void }) {
  const { t } = useTranslate();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>{t('shifts.kind')}</Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        disabled={disabled}
        onChange={(v) => onChange(v as PaymentKind)}
        data={PAYMENT_KINDS.map((kind) => ({ value: kind, label: t(`shifts.kind.${kind}`) }))}
      />
    </Stack>
  );
}

