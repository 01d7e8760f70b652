// An admin screen's list: the generic chart reading the screen's rows, checked against its row struct (the
// view reads them back as the screen's rows).
import type { Struct } from 'superstruct';
import { fromPromise } from 'xstate';
import type { AdminPage } from '../../contracts/admin-list.struct';
import { fetchAdminPage } from '../../services/admin-list.api';
import { adminListMachine, type AdminLoadInput, type AdminRow } from './admin-list.machine';

export function adminListLogic<Row extends AdminRow>(row: Struct<Row, unknown>) {
  return adminListMachine.provide({
    actors: { loadPage: fromPromise<AdminPage<AdminRow>, AdminLoadInput>(({ input }) => fetchAdminPage(input.path, input.request, row)) },
  });
}
