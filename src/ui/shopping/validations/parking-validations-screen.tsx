// /parking-validations (issue 21, merchant validations), driven by the validation-form chart: a shop's user
// validates a customer's parking in a lot of its plaza: the lot and the store, the plate or the ticket number,
// the kind and a value within the lot's limit (shown), then Validate; the server's refusal shows on its field
// or as the form's message. The shop's recent validations follow, each withdrawable while its visit is unpaid
// after a confirmation; a refused withdrawal says why above the list.
import { Alert, Button, Group, Loader, Modal, NumberInput, Paper, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { Shop } from '../../../contracts/context.struct';
import type { ValidationLot } from '../../../contracts/validations.struct';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import type { ValidationKind } from '../../../domain/receipts';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveShop } from '../../../machines/session/session.selectors';
import { validationFormMachine } from '../../../machines/validation-form/validation-form.machine';
import { canValidate, kindsOf, limitOf, lotOf, MAX_PLATE } from '../../../machines/validation-form/validation-rules';
import { MoneyInput } from '../../components/money-input';
import { showToast } from '../../components/notices';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { stateText, valueText } from './validation-words';

/** The fields the form shows a refusal on; any other refusal is the form's message. */
const FIELDS = ['plate', 'ticket', 'value'];

/** The lot's limits in words: each kind allowed up to its maximum, and how the shop pays. */
function limitsText(lot: ValidationLot): string {
  const kinds = kindsOf(lot).map((k) => translate('validations.upTo', { value: valueText(k, limitOf(lot, k)) }));
  const billing = lot.billing === 'credits' ? translate('validations.billing.shopCredits', { count: lot.credits_cost }) : translate('validations.billing.shopMonthly');
  return `${kinds.join(' · ')} — ${billing}`;
}

function ValidationForm({ shop }: { shop: Shop }) {
  const { t } = useTranslate();
  const actor = useActorRef(
    validationFormMachine.provide({
      actions: {
        validated: (_, { row }) => showToast({ message: translate('validations.validated', { plate: row.plate }), color: 'teal' }),
        voided: () => showToast({ message: translate('validations.voided'), color: 'teal' }),
      },
    }),
    { input: { shopId: shop.id } },
  );
  const state = useSelector(actor, (s) => s);
  const c = state.context;
  const send = actor.send;
  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('loadFailed')) return <TableLoadFailed title={t('validations.loadFailed')} message={c.error} onRetry={() => send({ type: 'form.retryLoad' })} />;

  const lot = lotOf(c.lots, c.parkingId);
  const storeName = (id: number | null) => shop.branchs.find((b) => b.id === id)?.name ?? `#${id}`;
  const submitting = state.matches('submitting');
  const busy = submitting || state.matches('voiding');
  const field = (name: string) => c.fieldErrors[name]?.[0];
  const max = lot ? limitOf(lot, c.kind) : 0;
  const valueProps = { label: t('validations.value'), description: t('validations.atMost', { value: valueText(c.kind, max) }), error: field('value'), disabled: busy, withAsterisk: true };
  const formMessage = state.matches({ editing: 'refused' }) && !FIELDS.some((f) => field(f)) ? c.error : null;
  const voiding = c.recent.find((r) => r.id === c.voidingId);
  return (
    <Stack>
      {state.matches('noLots') ? (
        <Alert color="yellow" title={t('validations.noLotsTitle')}>{t('validations.noLots')}</Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          {state.matches('done') && c.last ? (
            <Stack gap="sm">
              <Alert color="teal" data-testid="validation-done" title={t('validations.doneTitle')}>
                {t('validations.done', { plate: c.last.plate, ticket: c.last.visit_id, value: valueText(c.last.kind, c.last.value), lot: c.last.parking_name })}
              </Alert>
              <Group>
                <Button onClick={() => send({ type: 'form.again' })}>{t('validations.again')}</Button>
              </Group>
            </Stack>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: 'form.submit' });
              }}
            >
              <Stack gap="sm">
                <Group grow align="flex-start">
                  <Select label={t('validations.lot')} data={c.lots.map((l) => ({ value: String(l.parking_id), label: l.parking_name }))} value={c.parkingId === null ? null : String(c.parkingId)} onChange={(v) => v && send({ type: 'form.lot', parkingId: Number(v) })} allowDeselect={false} disabled={busy} />
                  <Select label={t('validations.store')} data={(lot?.branch_ids ?? []).map((id) => ({ value: String(id), label: storeName(id) }))} value={c.branchId === null ? null : String(c.branchId)} onChange={(v) => v && send({ type: 'form.store', branchId: Number(v) })} allowDeselect={false} disabled={busy} />
                </Group>
                {lot ? <Text size="sm" c="dimmed" data-testid="validation-limits">{limitsText(lot)}</Text> : null}
                <SegmentedControl
                  aria-label={t('validations.by')}
                  data={[{ value: 'plate', label: t('validations.byPlate') }, { value: 'ticket', label: t('validations.byTicket') }]}
                  value={c.by}
                  onChange={(v) => send({ type: 'form.by', by: v as 'plate' | 'ticket' })}
                  disabled={busy}
                />
                {c.by === 'plate' ? (
                  <TextInput label={t('validations.plate')} value={c.plate} maxLength={MAX_PLATE} onChange={(e) => send({ type: 'form.plate', plate: e.currentTarget.value })} error={field('plate')} disabled={busy} withAsterisk />
                ) : (
                  <TextInput label={t('validations.ticket')} inputMode="numeric" value={c.ticket} onChange={(e) => send({ type: 'form.ticket', ticket: e.currentTarget.value })} error={field('ticket')} disabled={busy} withAsterisk />
                )}
                <SegmentedControl
                  aria-label={t('validations.kind')}
                  data={kindsOf(lot).map((k) => ({ value: k, label: t(`validations.kind.${k}`) }))}
                  value={c.kind}
                  onChange={(v) => send({ type: 'form.kind', kind: v as ValidationKind })}
                  disabled={busy}
                />
                {c.kind === 'fixed' ? (
                  <MoneyInput {...valueProps} value={c.value === null ? '' : c.value / 100} onChange={(v) => send({ type: 'form.value', value: typeof v === 'number' ? Math.round(v * 100) : null })} />
                ) : (
                  <NumberInput {...valueProps} allowDecimal={false} allowNegative={false} suffix={c.kind === 'percent' ? ' %' : undefined} value={c.value ?? ''} onChange={(v) => send({ type: 'form.value', value: typeof v === 'number' ? v : null })} />
                )}
                {formMessage ? <Alert color="red" role="alert" title={t('validations.refused')}>{formMessage}</Alert> : null}
                <Group>
                  <Button type="submit" loading={submitting} disabled={!canValidate(c.lots, c) || state.matches('voiding')}>{t('validations.validate')}</Button>
                </Group>
              </Stack>
            </form>
          )}
        </Paper>
      )}
      <Title order={2} size="h4">{t('validations.recent')}</Title>
      {state.matches({ editing: 'voidRefused' }) ? <Alert color="red" role="alert" title={t('validations.voidRefused')}>{c.error}</Alert> : null}
      <TableFrame
        label={t('validations.recent')}
        empty={c.recent.length === 0 ? t('validations.noneYet') : null}
        minWidth={760}
        head={
          <>
            <Table.Th>{t('validations.date')}</Table.Th>
            <Table.Th>{t('validations.lot')}</Table.Th>
            <Table.Th>{t('validations.plate')}</Table.Th>
            <Table.Th>{t('validations.store')}</Table.Th>
            <Table.Th>{t('validations.given')}</Table.Th>
            <Table.Th>{t('validations.state')}</Table.Th>
            <Table.Th />
          </>
        }
      >
        {c.recent.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
            <Table.Td>{r.parking_name}</Table.Td>
            <Table.Td>{r.plate}</Table.Td>
            <Table.Td>{r.branch_name ?? ''}</Table.Td>
            <Table.Td>{`${t(`validations.kind.${r.kind}`)} · ${valueText(r.kind, r.value)}`}</Table.Td>
            <Table.Td>{stateText(r)}</Table.Td>
            <Table.Td>
              {r.voided_at === null && r.visit_state === 'open' && r.branch_id !== null && state.matches('editing') ? (
                <Button size="xs" variant="subtle" color="red" onClick={() => send({ type: 'form.void', id: r.id })} aria-label={t('validations.voidOf', { plate: r.plate })}>
                  {t('validations.void')}
                </Button>
              ) : null}
              {c.voidingId === r.id && state.matches('voiding') ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </TableFrame>
      <Modal opened={state.matches('confirmingVoid') || state.matches('voiding')} onClose={() => state.matches('confirmingVoid') && send({ type: 'form.cancelVoid' })} title={t('validations.confirmVoidTitle')} centered size="sm">
        <Stack>
          <Text>{voiding ? t('validations.confirmVoid', { plate: voiding.plate, value: valueText(voiding.kind, voiding.value) }) : null}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'form.cancelVoid' })} disabled={state.matches('voiding')} data-autofocus>{t('validations.keep')}</Button>
            <Button color="red" onClick={() => send({ type: 'form.confirmVoid' })} loading={state.matches('voiding')}>{t('validations.void')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export default function ParkingValidationsScreen() {
  const { t } = useTranslate();
  const shop = SessionContext.useSelector(selectActiveShop);
  return (
    <Stack>
      <Title order={1} size="h2">{t('page.parkingValidations')}</Title>
      {shop ? <ValidationForm key={shop.id} shop={shop} /> : <Alert>{t('validations.noShop')}</Alert>}
    </Stack>
  );
}
