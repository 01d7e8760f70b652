// The shifts screen's toolbar: the period (the lot's days, both included), the operator (or all), the page size,
// and the export of the whole filtered set with its busy state.
import { Button, Group, Select } from '@mantine/core';
import type { ShiftsFilter } from '../../../services/shifts.api';
import { PAGE_SIZES } from '../../../domain/tables/paging';
import { useTranslate } from '../../../i18n/use-translate';
import type { ShiftListEvent, ShiftOperator } from '../../../machines/shift-list/shift-list.machine';
import { operatorOptions } from '../../../machines/shift-list/shift-list.selectors';
import { DateField } from '../../components/date-fields';

type Props = { filter: ShiftsFilter; operators: ShiftOperator[]; exporting: boolean; send: (event: ShiftListEvent) => void };

export function ShiftFilters({ filter, operators, exporting, send }: Props) {
  const { t } = useTranslate();
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end" gap="sm">
        <DateField label={t('shifts.from')} value={filter.from} onChange={(day) => send({ type: 'shifts.from', day })} w={150} />
        <DateField label={t('shifts.to')} value={filter.to} onChange={(day) => send({ type: 'shifts.to', day })} w={150} />
        <Select
          label={t('shifts.operator')}
          data={operatorOptions(operators, t('shifts.allOperators'))}
          value={filter.operatorId}
          onChange={(v) => send({ type: 'shifts.operator', operatorId: v ?? '' })}
          allowDeselect={false}
          w={220}
        />
        <Select
          label={t('common.perPage')}
          data={PAGE_SIZES.map(String)}
          value={String(filter.perPage)}
          onChange={(v) => v && send({ type: 'shifts.perPage', perPage: Number(v) })}
          allowDeselect={false}
          w={100}
        />
      </Group>
      <Button onClick={() => send({ type: 'shifts.export' })} loading={exporting} disabled={exporting}>
        {t('shifts.export')}
      </Button>
    </Group>
  );
}
