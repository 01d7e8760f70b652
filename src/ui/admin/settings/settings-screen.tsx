// /admin/settings (issue 20; spec 3 §3 catalogue "company settings"), driven by the admin-settings chart: the
// company's language, currency and time zone; the tax (required or not, its rate) and the service charge (its
// rate, before or after tax) that new parking payments carry, with an example of them on MXN 100.00; the lock
// date, moved by a closing with a note after a confirmation; the closings, paged. Rates show as percentages and
// travel as basis points.
import { Alert, Button, Group, Loader, Modal, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Switch, Table, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { CURRENCIES, TIME_ZONES, type ClosingRow, type CompanySettings } from '../../../contracts/company-settings.struct';
import { paymentCharges } from '../../../domain/charges/payment-charges';
import { formatDateTime, formatDay, formatMoney } from '../../../domain/formats/edge-formats';
import { pageView } from '../../../domain/tables/paging';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { adminSettingsMachine, type AdminSettingsContext } from '../../../machines/admin-settings/admin-settings.machine';
import { emptyClosing, percentCode, settingsFormProblems, valuesOf, type ClosingValues, type SettingsValues } from '../../../machines/admin-settings/settings-form';
import { DateField } from '../../components/date-fields';
import { showToast } from '../../components/notices';
import { TableFooter } from '../../components/table-footer';
import { TableFrame } from '../../components/table-frame';
import { fieldMessage } from '../../components/validation';

type Send = ReturnType<typeof useActorRef<typeof adminSettingsMachine>>['send'];

const LABELS: Record<string, MessageKey> = {
  language: 'adminSettings.language',
  currency: 'adminSettings.currency',
  time_zone: 'adminSettings.timeZone',
  tax_required: 'adminSettings.taxRequired',
  tax_bp: 'adminSettings.tax',
  service_bp: 'adminSettings.service',
  service_before_tax: 'adminSettings.serviceOrder',
  lock_date: 'adminSettings.newLockDate',
  note: 'adminSettings.note',
};
const RATES = new Set(['tax_bp', 'service_bp']);
/** The example the form shows the charges on: MXN 100.00. */
const EXAMPLE_NET = 10_000;

/** The message of a field: the server's refusal first, else the rule the form broke (a rate's in percent). */
function messageOf(field: string, problems: Record<string, string>, fieldErrors: Record<string, string[]>): string | undefined {
  const problem = problems[field];
  return fieldErrors[field]?.[0] ?? (problem ? fieldMessage(RATES.has(field) ? percentCode(problem) : problem, LABELS[field]) : undefined);
}

const percentOf = (bp: number) => (Number.isFinite(bp) ? bp / 100 : '');
/** An emptied rate field is no number: the rules say it is required. */
const bpOf = (value: string | number) => (typeof value === 'number' ? Math.round(value * 100) : Number.NaN);

export default function SettingsScreen() {
  const { t } = useTranslate();
  const actor = useActorRef(adminSettingsMachine.provide({ actions: { notify: (_, { message }) => showToast({ message, color: 'teal' }) } }));
  const state = useSelector(actor, (s) => s);
  const c = state.context;
  return (
    <Stack>
      <Title order={1} size="h2">{t('adminSettings.title')}</Title>
      {state.matches('loading') ? <Loader aria-label={t('common.loading')} /> : null}
      {state.matches('loadFailed') ? (
        <Alert color="red" role="alert" title={t('adminSettings.loadFailed')}>
          <Text size="sm" mb="sm">{c.loadError}</Text>
          <Button size="xs" onClick={() => actor.send({ type: 'settings.retry' })}>{t('common.retry')}</Button>
        </Alert>
      ) : null}
      {state.matches('ready') && c.settings && c.values ? (
        <>
          {/* Keyed by what each form edits as the server keeps it: a save's answer starts the form again from it,
              a moved lock date empties the closing form. */}
          <SettingsForm key={JSON.stringify(valuesOf(c.settings))} values={c.values} context={c} saving={state.matches({ ready: 'saving' })} send={actor.send} />
          <LockDate
            key={String(c.settings.lock_date)}
            settings={c.settings}
            context={c}
            busy={!state.matches({ ready: 'idle' })}
            moving={state.matches({ ready: 'movingPeriod' })}
            send={actor.send}
          />
          <Closings context={c} loading={state.matches({ ready: 'loadingClosings' })} send={actor.send} />
          <ConfirmMove opened={state.matches({ ready: 'confirmingClosing' })} current={c.settings.lock_date} closing={c.closing} send={actor.send} />
        </>
      ) : null}
    </Stack>
  );
}

function SettingsForm({ values, context, saving, send }: { values: SettingsValues; context: AdminSettingsContext; saving: boolean; send: Send }) {
  const { t } = useTranslate();
  const form = useForm<SettingsValues>({ mode: 'controlled', initialValues: values });
  const v = form.values;
  const errorOf = (field: keyof SettingsValues) => messageOf(field, context.problems, context.fieldErrors);
  const example = Object.keys(settingsFormProblems(v)).length === 0 ? paymentCharges(EXAMPLE_NET, { taxRequired: v.tax_required, taxBp: v.tax_bp, serviceBp: v.service_bp, serviceBeforeTax: v.service_before_tax }) : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('adminSettings.company')}>
      <form noValidate onSubmit={form.onSubmit((values) => send({ type: 'settings.save', values }))}>
        <Stack gap="sm">
          {context.error ? <Alert color="red" role="alert">{context.error}</Alert> : null}
          <Title order={2} size="h4">{t('adminSettings.company')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('adminSettings.language')}
              description={t('adminSettings.languageHint')}
              data={[{ value: 'es', label: t('adminSettings.language.es') }, { value: 'en', label: t('adminSettings.language.en') }]}
              value={v.language}
              onChange={(value) => value && form.setFieldValue('language', value as SettingsValues['language'])}
              allowDeselect={false}
              error={errorOf('language')}
            />
            <Select
              label={t('adminSettings.currency')}
              data={[...CURRENCIES]}
              value={v.currency}
              onChange={(value) => value && form.setFieldValue('currency', value as SettingsValues['currency'])}
              allowDeselect={false}
              error={errorOf('currency')}
            />
            <Select
              label={t('adminSettings.timeZone')}
              description={t('adminSettings.timeZoneHint')}
              data={[...TIME_ZONES]}
              value={v.time_zone}
              onChange={(value) => value && form.setFieldValue('time_zone', value as SettingsValues['time_zone'])}
              allowDeselect={false}
              searchable
              error={errorOf('time_zone')}
            />
          </SimpleGrid>
          <Title order={2} size="h4" mt="sm">{t('adminSettings.charges')}</Title>
          <Text size="sm" c="dimmed">{t('adminSettings.chargesHint')}</Text>
          <Switch label={t('adminSettings.taxRequired')} checked={v.tax_required} onChange={(e) => form.setFieldValue('tax_required', e.currentTarget.checked)} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              label={t('adminSettings.tax')}
              value={percentOf(v.tax_bp)}
              onChange={(value) => form.setFieldValue('tax_bp', bpOf(value))}
              min={0}
              max={100}
              decimalScale={2}
              disabled={!v.tax_required}
              error={errorOf('tax_bp')}
            />
            <NumberInput
              label={t('adminSettings.service')}
              value={percentOf(v.service_bp)}
              onChange={(value) => form.setFieldValue('service_bp', bpOf(value))}
              min={0}
              max={100}
              decimalScale={2}
              error={errorOf('service_bp')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>{t('adminSettings.serviceOrder')}</Text>
              <SegmentedControl
                aria-label={t('adminSettings.serviceOrder')}
                data={[{ value: 'before', label: t('adminSettings.beforeTax') }, { value: 'after', label: t('adminSettings.afterTax') }]}
                value={v.service_before_tax ? 'before' : 'after'}
                onChange={(value) => form.setFieldValue('service_before_tax', value === 'before')}
              />
            </Stack>
          </SimpleGrid>
          {example ? (
            <Text size="sm" data-testid="charges-example">
              {t('adminSettings.example', { net: formatMoney(example.net), service: formatMoney(example.service), tax: formatMoney(example.tax), total: formatMoney(example.total) })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function LockDate({ settings, context, busy, moving, send }: { settings: CompanySettings; context: AdminSettingsContext; busy: boolean; moving: boolean; send: Send }) {
  const { t } = useTranslate();
  const form = useForm<ClosingValues>({ mode: 'controlled', initialValues: emptyClosing() });
  const errorOf = (field: string) => messageOf(field, context.closingProblems, context.closingFieldErrors);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('adminSettings.lock')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => send({ type: 'closing.submit', values, today: formatDay(Date.now(), settings.time_zone) }))}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">{t('adminSettings.lock')}</Title>
          <Text size="sm" fw={600} data-testid="lock-date">
            {settings.lock_date ? t('adminSettings.lockCurrent', { date: settings.lock_date }) : t('adminSettings.lockNone')}
          </Text>
          <Text size="sm" c="dimmed">{t('adminSettings.lockHint')}</Text>
          {context.closingError ? <Alert color="red" role="alert">{context.closingError}</Alert> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateField
              label={t('adminSettings.newLockDate')}
              description={t('adminSettings.newLockDateHint')}
              value={form.values.lockDate}
              onChange={(value) => form.setFieldValue('lockDate', value)}
              clearable
              error={errorOf('lock_date')}
            />
            <Textarea label={t('adminSettings.note')} required maxLength={500} rows={2} {...form.getInputProps('note')} error={errorOf('note')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" variant="light" disabled={busy && !moving} loading={moving}>
              {t('adminSettings.moveLock')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Are you sure? A closing stops changes up to the day; a reopening lets the days after it change again. */
function ConfirmMove({ opened, current, closing, send }: { opened: boolean; current: string | null; closing: ClosingValues; send: Send }) {
  const { t } = useTranslate();
  const closes = closing.lockDate !== null && (current === null || closing.lockDate > current);
  const title = closes
    ? t('adminSettings.confirm.close', { date: closing.lockDate ?? '' })
    : closing.lockDate === null
      ? t('adminSettings.confirm.reopenAll')
      : t('adminSettings.confirm.reopen', { date: closing.lockDate });
  return (
    <Modal opened={opened} onClose={() => send({ type: 'closing.cancel' })} title={title} centered size="sm">
      <Text size="sm" mb="md">{closes ? t('adminSettings.confirm.closeText') : t('adminSettings.confirm.reopenText')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => send({ type: 'closing.cancel' })}>{t('common.cancel')}</Button>
        <Button color={closes ? 'blue' : 'orange'} onClick={() => send({ type: 'closing.confirm' })}>{t('adminSettings.confirm.ok')}</Button>
      </Group>
    </Modal>
  );
}

function Closings({ context, loading, send }: { context: AdminSettingsContext; loading: boolean; send: Send }) {
  const { t } = useTranslate();
  const page = context.closings;
  if (!page) return null;
  // When each move happened, in the company's time zone.
  const timeZone = context.settings?.time_zone;
  const day = (d: string | null) => d ?? t('adminSettings.closings.none');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('adminSettings.closings')}>
      <Stack gap="sm">
        <Title order={2} size="h4">{t('adminSettings.closings')}</Title>
        {context.closingsError ? (
          <Alert color="red" role="alert" title={t('adminSettings.closings.loadFailed')}>{context.closingsError}</Alert>
        ) : null}
        <TableFrame
          label={t('adminSettings.closings')}
          empty={page.total === 0 ? t('adminSettings.closings.empty') : null}
          head={
            <>
              <Table.Th>{t('adminSettings.closings.at')}</Table.Th>
              <Table.Th>{t('adminSettings.closings.kind')}</Table.Th>
              <Table.Th>{t('adminSettings.closings.from')}</Table.Th>
              <Table.Th>{t('adminSettings.closings.to')}</Table.Th>
              <Table.Th>{t('adminSettings.closings.user')}</Table.Th>
              <Table.Th>{t('adminSettings.closings.note')}</Table.Th>
            </>
          }
        >
          {page.data.map((row: ClosingRow) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatDateTime(row.at, timeZone)}</Table.Td>
              <Table.Td>{row.reopening ? t('adminSettings.closings.reopening') : t('adminSettings.closings.closing')}</Table.Td>
              <Table.Td>{day(row.from_date)}</Table.Td>
              <Table.Td>{day(row.to_date)}</Table.Td>
              <Table.Td>{row.user ?? ''}</Table.Td>
              <Table.Td>{row.note}</Table.Td>
            </Table.Tr>
          ))}
        </TableFrame>
        {page.total > 0 ? (
          <TableFooter
            view={pageView(page.total, context.closingsPage, page.per_page)}
            summary={(range) => t('adminList.showing', range)}
            onPage={(n) => send({ type: 'closings.page', page: n })}
            disabled={loading}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
