// The editor of one store request in Admin: Requests (admin-request chart): everything the visitor sent, its two
// documents (opened from the server behind the session's token), its decision once taken; for who may decide a
// pending request, Approve (the plaza of the first store) and Reject (the reason the visitor is mailed), each
// checked before it goes, its refusal shown in its form. While a decision is with the server nothing closes.
import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { AdminRequestDetail, AdminRequestRow, RequestStatus } from '../../../contracts/admin-requests.struct';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { adminRequestMachine } from '../../../machines/admin-request/admin-request.machine';
import { SessionContext } from '../../../machines/session/session.context';
import { selectPermissions } from '../../../machines/session/session.selectors';
import { showToast } from '../../components/notices';
import { useStoredImage } from '../../components/stored-image';
import { TableLoadFailed, TableLoading } from '../../components/table-frame';
import { fieldMessage } from '../../components/validation';
import type { AdminEditorProps } from '../admin-list';

export const STATUS_COLOR: Record<RequestStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };
const DECIDE = 'nexo.request.accepted';

export function RequestEditor({ target, onSaved, onClose }: AdminEditorProps<AdminRequestRow>) {
  const canDecide = SessionContext.useSelector((s) => selectPermissions(s).includes(DECIDE));
  if (target.mode !== 'edit') return null;
  return <RequestModal row={target.row} canDecide={canDecide} onSaved={onSaved} onClose={onClose} />;
}

type ModalProps = { row: AdminRequestRow; canDecide: boolean; onSaved: () => void; onClose: () => void };

function RequestModal({ row, canDecide, onSaved, onClose }: ModalProps) {
  const { t } = useTranslate();
  const editor = useActorRef(
    adminRequestMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message, color: 'teal' }),
        saved: () => onSaved(),
        close: () => onClose(),
      },
    }),
    { input: { requestId: row.id, canDecide } },
  );
  const state = useSelector(editor, (s) => s);
  const { request, plazas, problems, fieldErrors, error } = state.context;
  const [plaza, setPlaza] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const sending = state.matches('sendingApproval') || state.matches('sendingRejection');
  const approving = state.matches('approving') || state.matches('sendingApproval');
  const rejecting = state.matches('rejecting') || state.matches('sendingRejection');
  const errorOf = (field: string, label: 'adminRequests.plaza' | 'adminRequests.reason') => fieldErrors[field]?.[0] ?? (problems[field] ? fieldMessage(problems[field], label) : undefined);
  const close = () => editor.send({ type: 'request.close' });

  let body: ReactNode;
  if (state.matches('loading')) body = <TableLoading />;
  else if (state.matches('loadFailed')) body = <TableLoadFailed title={t('adminRequests.loadFailed')} message={error} onRetry={() => editor.send({ type: 'request.retry' })} />;
  else if (request) {
    body = (
      <Stack gap="sm">
        <RequestDetails request={request} />
        {approving ? (
          <Stack gap="xs" component="section" aria-label={t('adminRequests.approve')}>
            {error ? <Alert color="red" role="alert">{error}</Alert> : null}
            <Select
              label={t('adminRequests.plaza')}
              data={plazas.map((p) => ({ value: String(p.id), label: p.name }))}
              value={plaza}
              onChange={setPlaza}
              disabled={sending}
              withAsterisk
              error={errorOf('plaza_id', 'adminRequests.plaza')}
            />
            <Text size="xs" c="dimmed">{t('adminRequests.plazaHint', { store: request.store_name, email: request.email })}</Text>
            <Group justify="flex-end">
              <Button variant="default" disabled={sending} onClick={() => editor.send({ type: 'request.back' })}>{t('adminRequests.back')}</Button>
              <Button loading={sending} onClick={() => editor.send({ type: 'request.confirmApprove', plazaId: plaza === null ? null : Number(plaza) })}>{t('adminRequests.confirmApprove')}</Button>
            </Group>
          </Stack>
        ) : rejecting ? (
          <Stack gap="xs" component="section" aria-label={t('adminRequests.reject')}>
            {error ? <Alert color="red" role="alert">{error}</Alert> : null}
            <Textarea
              label={t('adminRequests.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              disabled={sending}
              withAsterisk
              minRows={3}
              error={errorOf('reason', 'adminRequests.reason')}
            />
            <Text size="xs" c="dimmed">{t('adminRequests.reasonHint', { email: request.email })}</Text>
            <Group justify="flex-end">
              <Button variant="default" disabled={sending} onClick={() => editor.send({ type: 'request.back' })}>{t('adminRequests.back')}</Button>
              <Button color="red" loading={sending} onClick={() => editor.send({ type: 'request.confirmReject', reason })}>{t('adminRequests.confirmReject')}</Button>
            </Group>
          </Stack>
        ) : (
          <Group justify="space-between">
            <Group gap="sm">
              {state.can({ type: 'request.approve' }) ? <Button onClick={() => editor.send({ type: 'request.approve' })}>{t('adminRequests.approve')}</Button> : null}
              {state.can({ type: 'request.reject' }) ? <Button color="red" variant="light" onClick={() => editor.send({ type: 'request.reject' })}>{t('adminRequests.reject')}</Button> : null}
            </Group>
            <Button variant="default" onClick={close}>{t('common.close')}</Button>
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Modal opened onClose={close} title={t('adminRequests.title', { store: row.store_name })} withCloseButton={!sending} closeOnEscape={!sending} closeOnClickOutside={!sending} size="xl" centered>
      {body}
    </Modal>
  );
}

function RequestDetails({ request: r }: { request: AdminRequestDetail }) {
  const { t } = useTranslate();
  const precautions = [r.extra_sanitizer && t('adminRequests.extraSanitizer'), r.clean_frequently && t('adminRequests.cleanFrequently'), r.customer_limit && t('adminRequests.customerLimit')].filter(Boolean);
  const rows: [string, ReactNode][] = [
    [t('adminRequests.kind'), t(`adminRequests.kind.${r.kind}`)],
    [t('adminRequests.address'), r.address],
    ...(r.hq_address ? [[t('adminRequests.hqAddress'), r.hq_address] as [string, ReactNode]] : []),
    [t('adminRequests.category'), r.category],
    [t('adminRequests.description'), r.description],
    [t('adminRequests.productKinds'), r.product_kinds],
    [t('adminRequests.welcome'), r.welcome_message],
    [t('adminRequests.name'), `${r.first_name} ${r.last_name}`],
    [t('adminRequests.email'), r.email],
    [t('adminRequests.mobilePhone'), r.mobile_phone],
    [t('adminRequests.birthDate'), r.birth_date],
    [t('adminRequests.bank'), r.bank],
    [t('adminRequests.account'), r.account_number],
    [t('adminRequests.precautions'), precautions.length > 0 ? precautions.join(', ') : t('adminRequests.none')],
    [t('adminRequests.sent'), formatDateTime(r.created_at)],
    [
      t('adminRequests.documents'),
      <Group key="documents" gap="md">
        <DocumentLink address={`/api/store-requests/${r.id}/files/${r.rfc_file}`} label={t('adminRequests.rfcFile')} />
        <DocumentLink address={`/api/store-requests/${r.id}/files/${r.address_file}`} label={t('adminRequests.addressFile')} />
      </Group>,
    ],
    ...(r.reject_reason ? [[t('adminRequests.reason'), r.reject_reason] as [string, ReactNode]] : []),
    ...(r.shop_name ? [[t('adminRequests.createdShop'), r.shop_name] as [string, ReactNode]] : []),
  ];
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge color={STATUS_COLOR[r.status]} variant="light">{t(`adminRequests.status.${r.status}`)}</Badge>
        {r.decided_at && r.decided_by ? <Text size="sm" c="dimmed">{t('adminRequests.decidedBy', { name: r.decided_by, date: formatDateTime(r.decided_at) })}</Text> : null}
      </Group>
      <Table withRowBorders={false} aria-label={r.store_name}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={220} style={{ verticalAlign: 'top' }}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A document of the request, read behind the session's token and opened from an object URL. */
function DocumentLink({ address, label }: { address: string; label: string }) {
  const { t } = useTranslate();
  const url = useStoredImage(address);
  if (!url) return <Group gap={4}><Text size="sm">{label}</Text><Loader size="xs" /></Group>;
  return (
    <Anchor href={url} target="_blank" rel="noreferrer" size="sm" aria-label={`${t('adminRequests.open')} ${label}`}>
      {label}
    </Anchor>
  );
}
