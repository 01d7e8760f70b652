// The audit log (issue 20): /admin/audit, the platform admin's, every tenant's entries; /audit, a lot's
// administrator's (the active lot's) or a shop owner's (their shop's). The admin list with a search by name,
// e-mail or record id, the record, action and period filters, the Excel export, and each entry's details.
import { Badge, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useRoute } from 'wouter';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_PERIODS, type AuditEntry } from '../../../contracts/audit.struct';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { auditLogMachine, auditPath, type AuditSource } from '../../../machines/admin-list/audit-log.logic';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot, selectActiveShop, selectModule } from '../../../machines/session/session.selectors';
import { LotRequired } from '../../components/lot-required';
import { AdminList, type AdminColumn, type AdminFilter } from '../admin-list';
import { AuditChangesModal } from './audit-changes-modal';
import { whoDid } from './audit-words';

const ACTION_COLOR = { insert: 'teal', update: 'blue', delete: 'red' } as const;

export default function AuditScreen() {
  const { t } = useTranslate();
  const [all] = useRoute('/admin/audit');
  const module = SessionContext.useSelector(selectModule);
  const lot = SessionContext.useSelector(selectActiveLot);
  const shop = SessionContext.useSelector(selectActiveShop);
  const source: AuditSource | null = all ? { kind: 'all' } : module === 'parking' ? (lot ? { kind: 'lot', parkingId: lot.id } : null) : shop ? { kind: 'shop', shopId: shop.id } : null;
  const place = all ? null : module === 'parking' ? lot?.name : shop?.name;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('audit.title')}</Title>
        {place ? <Badge variant="light" size="lg">{place}</Badge> : null}
      </Group>
      <Text c="dimmed">{t('audit.intro')}</Text>
      {source ? <AuditLog key={auditPath(source)} source={source} /> : module === 'parking' ? <LotRequired message="audit.noLot" /> : <Text c="dimmed">{t('audit.noShop')}</Text>}
    </Stack>
  );
}

function AuditLog({ source }: { source: AuditSource }) {
  const { t } = useTranslate();
  const columns: AdminColumn<AuditEntry>[] = [
    { label: t('audit.when'), cell: (e) => formatDateTime(e.at) },
    { label: t('audit.who'), cell: (e) => whoDid(e) },
    { label: t('audit.what'), cell: (e) => <Badge variant="light" color={ACTION_COLOR[e.action]}>{t(`audit.action.${e.action}`)}</Badge> },
    { label: t('audit.entityColumn'), cell: (e) => <Code>{e.entity_id === null ? e.entity : `${e.entity} #${e.entity_id}`}</Code> },
    { label: t('audit.routeColumn'), cell: (e) => <Text size="xs" ff="monospace">{`${e.method} ${e.route}`}</Text> },
  ];
  if (source.kind === 'all') {
    columns.push({ label: t('audit.tenant'), cell: (e) => [e.parking_id === null ? null : t('audit.lot', { id: e.parking_id }), e.shop_id === null ? null : t('audit.shop', { id: e.shop_id })].filter(Boolean).join(' · ') || '—' });
  }
  const filters: AdminFilter[] = [
    { name: 'entity', label: t('audit.entity'), options: AUDIT_ENTITIES.map((e) => ({ value: e, label: e })), width: 190 },
    { name: 'action', label: t('audit.action'), options: AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.action.${a}`) })), width: 140 },
    { name: 'period', label: t('audit.period'), options: AUDIT_PERIODS.map((p) => ({ value: p, label: t(`audit.period.${p}`) })), initial: 'week', width: 170 },
  ];
  return (
    <AdminList<AuditEntry>
      logic={auditLogMachine}
      path={auditPath(source)}
      label={t('audit.title')}
      columns={columns}
      filters={filters}
      searchPlaceholder={t('audit.searchPlaceholder')}
      open={{ text: t('audit.details'), label: (e) => t('audit.detailsOf', { id: e.id }) }}
      editor={({ target, onClose }) => (target.mode === 'edit' ? <AuditChangesModal entry={target.row} onClose={onClose} /> : null)}
      minWidth={900}
    />
  );
}
