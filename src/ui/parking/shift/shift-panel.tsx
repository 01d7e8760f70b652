// The cashier-shift chart on screen: the loader, a failed read with Retry, the open form, the open shift (its
// totals and the close form) or the count of the shift just closed. The chart's toast is the app's.
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { Lot } from '../../../contracts/context.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { CashierShiftActorContext } from '../../../machines/cashier-shift/cashier-shift.context';
import { cashierShiftMachine } from '../../../machines/cashier-shift/cashier-shift.machine';
import { selectClosed, selectError, selectFailed, selectLoading, selectOpenForm, selectShiftShown } from '../../../machines/cashier-shift/cashier-shift.selectors';
import { showToast } from '../../components/notices';
import { CloseShiftForm } from './close-shift-form';
import { OpenShiftForm } from './open-shift-form';
import { ShiftCount } from './shift-count';
import { ShiftTotals } from './shift-totals';

const logic = cashierShiftMachine.provide({ actions: { told: (_, { message }) => showToast({ message, color: 'teal' }) } });

export function ShiftPanel({ lot }: { lot: Lot }) {
  return (
    <CashierShiftActorContext.Provider logic={logic} options={{ input: { lotId: lot.id } }}>
      <ShiftStates timeZone={lot.time_zone} />
    </CashierShiftActorContext.Provider>
  );
}

function ShiftStates({ timeZone }: { timeZone: string }) {
  const { t } = useTranslate();
  const actor = CashierShiftActorContext.useActorRef();
  const loading = CashierShiftActorContext.useSelector(selectLoading);
  const failed = CashierShiftActorContext.useSelector(selectFailed);
  const openForm = CashierShiftActorContext.useSelector(selectOpenForm);
  const shown = CashierShiftActorContext.useSelector(selectShiftShown);
  const closed = CashierShiftActorContext.useSelector(selectClosed);
  const error = CashierShiftActorContext.useSelector(selectError);
  if (loading) {
    return (
      <Group justify="center" p="lg">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (failed) {
    return (
      <Alert color="red" role="alert" title={t('shifts.loadFailed')}>
        <Text size="sm" mb="sm">{error}</Text>
        <Button size="xs" onClick={() => actor.send({ type: 'shift.retry' })}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  if (openForm) return <OpenShiftForm />;
  if (shown) {
    return (
      <>
        <ShiftTotals timeZone={timeZone} />
        <CloseShiftForm />
      </>
    );
  }
  return closed ? <ShiftCount shift={closed} timeZone={timeZone} /> : null;
}
