// The decision forms of a store request (issue 20, Requests) checked with the server's own rules: the approval's
// plaza must be one offered, the rejection's reason is the text the server takes (src/contracts/admin-requests.struct.ts).
// Each broken rule is a rule code by field, as the server's 422 would name it (src/domain/validation/messages.ts).
import { validate } from 'superstruct';
import { RejectRequestBody, type RequestPlaza } from '../../contracts/admin-requests.struct';

export type Problems = Record<string, string>;

export const approvalProblems = (plazaId: number | null, plazas: readonly RequestPlaza[]): Problems =>
  plazaId === null ? { plaza_id: 'required' } : plazas.some((p) => p.id === plazaId) ? {} : { plaza_id: 'oneOf' };

export function rejectionProblems(reason: string): Problems {
  const [error] = validate({ reason }, RejectRequestBody);
  const failure = error?.failures()[0];
  return failure ? { reason: failure.refinement ? failure.message : 'required' } : {};
}
