// Admin: Requests (/admin/requests, nexo.request; issue 20): the store account requests, pending ones first shown,
// searched by store, name or e-mail, filtered by status, exported; each row's editor reads the request whole and,
// for who may decide (nexo.request.accepted), approves it in a plaza or rejects it with a reason.
import { Badge, Stack, Text, Title } from '@mantine/core';
import { AdminRequestRow, REQUEST_STATUSES, type AdminRequestRow as Row } from '../../../contracts/admin-requests.struct';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { adminListLogic } from '../../../machines/admin-list/admin-list.logic';
import { AdminList, type AdminColumn } from '../admin-list';
import { RequestEditor, STATUS_COLOR } from './request-editor';

const requestList = adminListLogic(AdminRequestRow);

export default function RequestsScreen() {
  const { t } = useTranslate();
  const columns: AdminColumn<Row>[] = [
    { label: t('adminRequests.store'), cell: (r) => r.store_name },
    { label: t('adminRequests.kind'), cell: (r) => t(`adminRequests.kind.${r.kind}`) },
    { label: t('adminRequests.name'), cell: (r) => `${r.first_name} ${r.last_name}` },
    { label: t('adminRequests.email'), cell: (r) => r.email },
    { label: t('adminRequests.category'), cell: (r) => r.category },
    { label: t('adminRequests.status'), cell: (r) => <Badge color={STATUS_COLOR[r.status]} variant="light">{t(`adminRequests.status.${r.status}`)}</Badge> },
    { label: t('adminRequests.sent'), cell: (r) => formatDateTime(r.created_at) },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.requests')}</Title>
      <Text c="dimmed">{t('adminRequests.intro')}</Text>
      <AdminList<Row>
        logic={requestList}
        path="requests"
        label={t('menu.requests')}
        columns={columns}
        filters={[{ name: 'status', label: t('adminRequests.status'), options: REQUEST_STATUSES.map((s) => ({ value: s, label: t(`adminRequests.status.${s}`) })), initial: 'pending', width: 160 }]}
        searchPlaceholder={t('adminRequests.searchPlaceholder')}
        open={{ text: t('adminRequests.review'), label: (r) => t('adminRequests.reviewOf', { store: r.store_name }) }}
        editor={(props) => <RequestEditor {...props} />}
        minWidth={980}
      />
    </Stack>
  );
}
