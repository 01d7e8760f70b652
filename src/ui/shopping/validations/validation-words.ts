// A validation said in the console's words: its value by kind ("60 minutes", "15 %", "MXN 25.00") and where it
// stands (open, withdrawn, taken off the tariff). Shared by the shop's screen and the lot admin's list.
import type { ValidationRow } from '../../../contracts/validations.struct';
import { formatMoney } from '../../../domain/formats/edge-formats';
import type { ValidationKind } from '../../../domain/receipts';
import { t } from '../../../i18n/i18n';

export function valueText(kind: ValidationKind, value: number): string {
  if (kind === 'fixed') return formatMoney(value);
  return kind === 'percent' ? t('validations.percentValue', { value }) : t('validations.minutesValue', { count: value });
}

export function stateText(row: ValidationRow): string {
  if (row.voided_at !== null) return t('validations.state.voided');
  if (row.applied_cents !== null) return t('validations.state.applied', { amount: formatMoney(row.applied_cents) });
  return row.visit_state === 'open' ? t('validations.state.open') : t('validations.state.paid');
}
