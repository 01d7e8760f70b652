// The open form of the operator's shift: the exit gate (the till) and the starting cash float in pesos, sent as
// cents. A refusal shows here: beside its field, or above the button.
import { Alert, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { CashierShiftActorContext } from '../../../machines/cashier-shift/cashier-shift.context';
import { selectError, selectFieldErrors, selectGates, selectOpening } from '../../../machines/cashier-shift/cashier-shift.selectors';
import { centsOf, validOpening } from '../../../machines/cashier-shift/shift-rules';
import { MoneyInput } from '../../components/money-input';

export function OpenShiftForm() {
  const { t } = useTranslate();
  const actor = CashierShiftActorContext.useActorRef();
  const gates = CashierShiftActorContext.useSelector(selectGates);
  const opening = CashierShiftActorContext.useSelector(selectOpening);
  const error = CashierShiftActorContext.useSelector(selectError);
  const fieldErrors = CashierShiftActorContext.useSelector(selectFieldErrors);
  const [gate, setGate] = useState<string | null>(gates.length === 1 ? String(gates[0].id) : null);
  const [float, setFloat] = useState<number | string>('');
  const gateId = gate === null ? Number.NaN : Number(gate);
  const floatCents = centsOf(float);
  const ready = validOpening(gates, gateId, floatCents);
  const shownErrors = [...(fieldErrors.gate_id ?? []), ...(fieldErrors.float_cents ?? [])];
  return (
    <Paper withBorder p="lg" radius="md" maw={480}>
      <form
        aria-labelledby="open-shift-title"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'shift.open', gateId, floatCents });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="open-shift-title">{t('shifts.openTitle')}</Title>
          {gates.length === 0 ? <Text c="dimmed">{t('shifts.noGates')}</Text> : null}
          <Select
            label={t('shifts.gate')}
            placeholder={t('shifts.gatePlaceholder')}
            data={gates.map((g) => ({ value: String(g.id), label: g.name }))}
            value={gate}
            onChange={setGate}
            error={fieldErrors.gate_id?.[0]}
            disabled={opening}
            allowDeselect={false}
            withAsterisk
          />
          <MoneyInput label={t('shifts.float')} description={t('shifts.float.hint')} value={float} onChange={setFloat} error={fieldErrors.float_cents?.[0]} disabled={opening} />
          {error && shownErrors.length === 0 ? (
            <Alert color="red" role="alert" title={t('shifts.openFailed')}>
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={opening} disabled={!ready}>{t('shifts.openSubmit')}</Button>
        </Stack>
      </form>
    </Paper>
  );
}
