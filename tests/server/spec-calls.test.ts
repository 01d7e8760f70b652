// The conformance test of the spec's calls (issue 31 item 3): every call of the three §7 tables, sent with exactly
// the payload the spec lists (no field of ours, which must stay optional), succeeds, and its answer holds the fields
// the spec says the console reads. The tables' rows are copied into spec-calls/*.ts, one file per spec document;
// docs/api.md lists what we added to each call and its default. The card calls of spec 1 §7 go to the payments
// service, a separate host: tests/gateway/gateway-cards.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { SHELL_AND_SHOPPING_CALLS } from './spec-calls/shell-and-shopping';
import { PARKING_OPERATIONS_CALLS } from './spec-calls/parking-operations';
import { PARKING_BACK_OFFICE_CALLS } from './spec-calls/parking-back-office';
import { missingFields, sendSpecCall, specContext, type SpecContext } from './spec-calls/spec-call';

let server: TestServer;
let context: SpecContext;

beforeAll(async () => {
  server = await startTestServer();
  context = await specContext(server);
});
afterAll(() => server.close());

const DOCUMENTS = [
  ['spec 1 §7 (shell and shopping)', SHELL_AND_SHOPPING_CALLS],
  ['spec 2 §7 (parking operations)', PARKING_OPERATIONS_CALLS],
  ['spec 3 §7 (parking back office)', PARKING_BACK_OFFICE_CALLS],
] as const;

for (const [document, calls] of DOCUMENTS) {
  describe(document, () => {
    // In the table's order: a later row may use what an earlier one made (a pension it then deletes).
    for (const call of calls) {
      it(call.spec, async () => {
        const res = await sendSpecCall(server, context, call);
        expect(res.statusCode, `${call.spec}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, `${call.spec}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
        if (call.reads) expect(missingFields(res, call.reads), `${call.spec}: ${res.body.slice(0, 300)}`).toEqual([]);
        await call.after?.(res, context);
      });
    }
  });
}
