// Pure reads of an admin list: the footer of the page the server answered.
import { pageView, type PageView } from '../../domain/tables/paging';
import type { AdminListContext } from './admin-list.machine';

export const listPage = ({ request, total }: Pick<AdminListContext, 'request' | 'total'>): PageView => pageView(total, request.page, request.perPage);
