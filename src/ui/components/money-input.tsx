// A peso amount typed with two decimals ($1,234.50): the price mask of the rate forms (spec 2 §5).
import { NumberInput, type NumberInputProps } from '@mantine/core';

export function MoneyInput(props: NumberInputProps) {
  return <NumberInput prefix="$" decimalScale={2} fixedDecimalScale thousandSeparator="," allowNegative={false} hideControls withAsterisk {...props} />;
}
