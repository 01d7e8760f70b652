// The CLABE field (spec 3 §5 Fiscal): the key's digits shown in blocks of 3, 3, 11 and 1 as they are typed or
// pasted (with spaces, dashes or none); the form keeps its first 18 digits only.
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatClabe } from '../../../domain/banking/clabe';
import { clabeDigits } from '../../../machines/fiscal-info/fiscal-form';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & { digits: string; onDigits: (digits: string) => void };

export function ClabeField({ digits, onDigits, ...props }: Props) {
  return <TextInput {...props} inputMode="numeric" autoComplete="off" value={formatClabe(digits)} onChange={(e) => onDigits(clabeDigits(e.currentTarget.value))} />;
}
