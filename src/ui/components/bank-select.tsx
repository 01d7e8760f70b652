// The bank list of a form that names a receiving account (spec 3 §5 Fiscal, the store account request): each bank
// by its CLABE code and name, searchable; the value is the bank's id.
import { Select, type SelectProps } from '@mantine/core';
import type { Bank } from '../../contracts/core-info.struct';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  banks: readonly Bank[];
  value: number | null;
  onChange: (bankId: number | null) => void;
};

export function BankSelect({ banks, value, onChange, ...props }: Props) {
  return (
    <Select
      searchable
      data={banks.map((b) => ({ value: String(b.id), label: `${b.code} · ${b.bank}` }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      {...props}
    />
  );
}
