// The lot modal (spec 3 §2 Properties, §3 Parking lot, §5 Parking lot, §8 the geocode alert, §9): new or edit of
// one of the administrator's lots, driven by the lot-modal chart. Name, plaza, address (leaving it geocodes it and
// moves the pin), the map, the phone with its country (public or not), schedules, the two images, the prefix, and
// the active switch only in an edit with nexo.request.accepted. Broken rules and the server's 422 show on their
// fields. A new lot's device key, or a rotated one, is shown once.
import { Alert, Button, Group, Loader, Modal, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { LOT_RULES, parseLocation, type LotProperties } from '../../../contracts/lot.struct';
import { validationMessage } from '../../../domain/validation/messages';
import { getLocale, t as translate, type MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { emptyValues, locationOf, valuesOf, type LotValues } from '../../../machines/lot-modal/lot-form';
import { lotModalMachine } from '../../../machines/lot-modal/lot-modal.machine';
import { LocationMap } from '../../components/location-map';
import { showToast } from '../../components/notices';
import { fieldMessage } from '../../components/validation';
import { PhoneField } from '../../shell/profile/phone-field';
import { DeviceKeyPanel } from './device-key-panel';
import { LotImageField } from './lot-image-field';
import { ScheduleRows } from './schedule-rows';

const LABELS: Record<string, MessageKey> = {
  name: 'properties.name',
  plaza_id: 'properties.plaza',
  address: 'properties.address',
  number: 'properties.phone',
  country_code: 'properties.country',
  location: 'properties.location',
  prefix: 'properties.prefix',
  status: 'properties.status',
  schedules: 'properties.schedules',
  url_storefront: 'properties.storefront',
  url_location_map: 'properties.locationMap',
};

/** The label a rule's message names: a schedule row's own (`schedules.0`), its times', or the field's. */
function labelOf(field: string): string {
  const row = /^schedules\.(\d+)(?:\.(start|end))?$/.exec(field);
  if (!row) return translate(LABELS[field] ?? 'properties.name').toLowerCase();
  const n = Number(row[1]) + 1;
  if (!row[2]) return translate('properties.scheduleRow', { n }).toLowerCase();
  return translate(row[2] === 'start' ? 'properties.scheduleStart' : 'properties.scheduleEnd').toLowerCase();
}

type Props = { lot: LotProperties | null; canSetStatus: boolean; onLotsChanged: (lots: LotProperties[]) => void; onClose: () => void };

export function LotModal({ lot, canSetStatus, onLotsChanged, onClose }: Props) {
  const { t } = useTranslate();
  const modal = useActorRef(
    lotModalMachine.provide({
      actions: {
        notify: (_, { message, created }) => showToast({ message: message ?? translate(created ? 'properties.created' : 'properties.edited'), color: 'teal' }),
        lotsChanged: (_, { lots }) => onLotsChanged(lots),
        close: () => onClose(),
      },
    }),
    { input: { lot, canSetStatus } },
  );
  const state = useSelector(modal, (s) => s);
  const { plazas, problems, error, fieldErrors, location, geocodeStatus, deviceKey } = state.context;
  const saving = state.matches('saving') || state.matches('rotating');
  const form = useForm<LotValues>({ mode: 'controlled', initialValues: lot ? valuesOf(lot) : emptyValues() });
  const [storefront, setStorefront] = useState<File | null>(null);
  const [locationMap, setLocationMap] = useState<File | null>(null);
  const errorOf = (field: string) =>
    fieldErrors[field]?.[0] ?? (problems[field] ? (field.startsWith('schedules.') ? validationMessage(problems[field], labelOf(field), getLocale()) : fieldMessage(problems[field], LABELS[field] ?? 'properties.name')) : undefined);
  const close = () => modal.send({ type: 'lot.close' });
  const save = (values: LotValues) =>
    modal.send({ type: 'lot.save', values, images: { ...(storefront ? { url_storefront: storefront } : {}), ...(locationMap ? { url_location_map: locationMap } : {}) } });

  let body;
  if (state.matches('keyShown') && deviceKey) body = <DeviceKeyPanel deviceKey={deviceKey} onDone={close} />;
  else if (state.matches('loadingPlazas')) {
    body = (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  } else if (state.matches('plazasFailed')) {
    body = (
      <Alert color="red" role="alert" title={t('properties.plazasFailed')}>
        <Text size="sm" mb="sm">{error}</Text>
        <Group>
          <Button size="xs" onClick={() => modal.send({ type: 'lot.retryPlazas' })}>{t('properties.retry')}</Button>
          <Button size="xs" variant="default" onClick={close}>{t('properties.cancel')}</Button>
        </Group>
      </Alert>
    );
  } else {
    body = (
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack gap="sm">
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('properties.name')} withAsterisk {...form.getInputProps('name')} error={errorOf('name')} />
            <Select
              label={t('properties.plaza')}
              placeholder={t('properties.plazaPlaceholder')}
              withAsterisk
              data={plazas.map((p) => ({ value: String(p.id), label: p.name }))}
              value={form.values.plaza_id === null ? null : String(form.values.plaza_id)}
              onChange={(v) => form.setFieldValue('plaza_id', v === null ? null : Number(v))}
              error={errorOf('plaza_id')}
            />
          </SimpleGrid>
          <TextInput
            label={t('properties.address')}
            withAsterisk
            {...form.getInputProps('address')}
            onBlur={() => modal.send({ type: 'lot.geocode', address: form.values.address })}
            rightSection={state.matches({ editing: 'geocoding' }) ? <Loader size="xs" aria-label={t('properties.geocoding')} /> : null}
            error={errorOf('address')}
          />
          {geocodeStatus ? (
            <Alert color="yellow" role="alert" data-testid="geocode-alert">
              <Text size="sm">{t('properties.geocodeFailed', { status: geocodeStatus })}</Text>
              <Text size="xs" c="dimmed">{t('properties.geocodeHint')}</Text>
            </Alert>
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500}>{t('properties.location')}</Text>
            <LocationMap value={parseLocation(location)} onChange={(point) => modal.send({ type: 'lot.placePin', location: locationOf(point) })} height={260} />
            {errorOf('location') ? <Text size="xs" c="red">{errorOf('location')}</Text> : null}
          </Stack>
          <PhoneField
            country={form.values.country}
            phone={form.values.number}
            onCountry={(country) => form.setFieldValue('country', country)}
            onPhone={(phone) => form.setFieldValue('number', phone)}
            error={errorOf('number') ?? errorOf('country_code')}
            maxDigits={LOT_RULES.phoneMax}
            hint={t('properties.phoneHint')}
          />
          <Switch label={t('properties.phonePublic')} {...form.getInputProps('phone_public', { type: 'checkbox' })} />
          <ScheduleRows rows={form.values.schedules} onChange={(rows) => form.setFieldValue('schedules', rows)} errorOf={errorOf} disabled={saving} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LotImageField label={t('properties.storefront')} stored={lot?.url_storefront ?? null} chosen={storefront} onChoose={setStorefront} error={errorOf('url_storefront')} disabled={saving} />
            <LotImageField label={t('properties.locationMap')} stored={lot?.url_location_map ?? null} chosen={locationMap} onChoose={setLocationMap} error={errorOf('url_location_map')} disabled={saving} />
          </SimpleGrid>
          <TextInput
            label={t('properties.prefix')}
            description={t('properties.prefixHint')}
            withAsterisk
            maxLength={6}
            value={form.values.prefix}
            onChange={(e) => form.setFieldValue('prefix', e.currentTarget.value.toUpperCase())}
            error={errorOf('prefix')}
          />
          {lot && canSetStatus ? <Switch label={t('properties.active')} {...form.getInputProps('active', { type: 'checkbox' })} error={errorOf('status')} /> : null}
          {state.matches('confirmingRotate') ? (
            <Paper withBorder p="sm" role="alertdialog" aria-label={t('properties.rotate.title')}>
              <Text fw={500}>{t('properties.rotate.title')}</Text>
              <Text size="sm" mb="sm">{t('properties.rotate.text')}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => modal.send({ type: 'lot.cancelRotate' })}>{t('properties.cancel')}</Button>
                <Button color="red" onClick={() => modal.send({ type: 'lot.confirmRotate' })}>{t('properties.rotate.confirm')}</Button>
              </Group>
            </Paper>
          ) : (
            <Group justify="space-between">
              {lot ? (
                <Button variant="subtle" color="red" disabled={saving} loading={state.matches('rotating')} onClick={() => modal.send({ type: 'lot.rotateKey' })}>
                  {t('properties.rotate')}
                </Button>
              ) : (
                <span />
              )}
              <Group>
                <Button variant="default" disabled={saving} onClick={close}>{t('properties.cancel')}</Button>
                <Button type="submit" loading={state.matches('saving')} disabled={state.matches('rotating')}>{t('properties.save')}</Button>
              </Group>
            </Group>
          )}
        </Stack>
      </form>
    );
  }

  return (
    <Modal opened onClose={close} title={t(lot ? 'properties.modal.edit' : 'properties.modal.new')} size="lg" withCloseButton={!saving} closeOnEscape={!saving} closeOnClickOutside={false} centered>
      {body}
    </Modal>
  );
}
