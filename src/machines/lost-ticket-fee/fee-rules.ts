// The lot's lost-ticket fee as the server checks it (src/contracts/receipts.struct.ts `LostTicketBody`): a mode,
// fixed or the day's maximum, and a fixed amount of 0.01 to 100,000.00 in whole cents (kept while the mode is the
// day's maximum). Each problem is a rule code ('required', 'range|1|10000000') by field, for the form's words.
import { validate, type Failure } from 'superstruct';
import { LostTicketBody } from '../../contracts/receipts.struct';

export type FeeProblems = Partial<Record<keyof LostTicketBody, string>>;

function codeOf(field: keyof LostTicketBody, failure: Failure): string {
  if (failure.value === null || failure.value === undefined || Number.isNaN(failure.value)) return 'required';
  if (failure.refinement) return failure.message;
  return field === 'mode' ? 'oneOf' : 'integer';
}

export function feeProblems(fee: { mode: string; cents: number | null }): FeeProblems {
  const [error] = validate(fee, LostTicketBody);
  const problems: FeeProblems = {};
  for (const failure of error?.failures() ?? []) {
    const field = failure.key as keyof LostTicketBody;
    problems[field] ??= codeOf(field, failure);
  }
  return problems;
}
