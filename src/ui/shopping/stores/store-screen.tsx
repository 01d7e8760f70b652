// A store's page (spec 1 §2.1 /branch for a new store, /branch/{id} for one of the shop's; spec 3 §2 store
// add/update, §3 Branch/store, §4 store status and phone), driven by the store-form chart: name, phone (public or
// not) with its verification, address (leaving it geocodes it and moves the pin) and the map, opening and closing
// time, days open, the storefront picture (900x508), categories and the COVID precautions; then the status:
// send for verification, inactivate after 'I Agree', activate. Broken rules and the server's 422 show on their fields.
import { Alert, Button, Checkbox, Chip, Fieldset, Group, Loader, Modal, MultiSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { parseLocation } from '../../../contracts/lot.struct';
import { STORE_RULES } from '../../../contracts/store.struct';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectActiveShop, selectPermissions } from '../../../machines/session/session.selectors';
import { locationOf, type StoreValues } from '../../../machines/store-form/store-form';
import { storeFormMachine, type StoreFormContext } from '../../../machines/store-form/store-form.machine';
import { LocationMap } from '../../components/location-map';
import { showToast } from '../../components/notices';
import { fieldMessage } from '../../components/validation';
import { LotImageField } from '../../parking/properties/lot-image-field';
import type { ScreenProps } from '../../screen.types';
import { PhoneField } from '../../shell/profile/phone-field';
import { PhonePanel } from './phone-panel';
import { ShopsRefresh } from './shops-refresh';
import { StoreStatusBadge } from './store-status-badge';

const LABELS: Record<string, MessageKey> = {
  name: 'stores.name',
  address: 'stores.address',
  number: 'stores.phone',
  country_code: 'stores.country',
  location: 'stores.location',
  opens_at: 'stores.opensAt',
  closes_at: 'stores.closesAt',
  days_open: 'stores.daysOpen',
  categories: 'stores.categories',
  url_storefront: 'stores.storefront',
};
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

type FormProps = { context: StoreFormContext; busy: boolean; geocoding: boolean; send: ReturnType<typeof useActorRef<typeof storeFormMachine>>['send'] };

function StoreFields({ context, busy, geocoding, send }: FormProps) {
  const { t } = useTranslate();
  const { store, categories, problems, fieldErrors, location, geocodeStatus } = context;
  const form = useForm<StoreValues>({ mode: 'controlled', initialValues: context.values });
  const [storefront, setStorefront] = useState<File | null>(null);
  const errorOf = (field: string) => fieldErrors[field]?.[0] ?? (problems[field] ? fieldMessage(problems[field], LABELS[field] ?? 'stores.name') : undefined);
  const save = (values: StoreValues) => send({ type: 'store.save', values, storefront });
  // The picture chosen is kept until a save stores it (the stored one changes), also through a refused save.
  const stored = store?.url_storefront ?? null;
  useEffect(() => setStorefront(null), [stored]);
  return (
    <form noValidate onSubmit={form.onSubmit(save)} aria-label={store ? t('stores.editTitle', { name: store.name }) : t('stores.newTitle')}>
      <Stack gap="sm">
        <TextInput label={t('stores.name')} withAsterisk {...form.getInputProps('name')} error={errorOf('name')} disabled={busy} />
        <PhoneField
          country={form.values.country}
          phone={form.values.number}
          onCountry={(country) => form.setFieldValue('country', country)}
          onPhone={(phone) => form.setFieldValue('number', phone)}
          error={errorOf('number') ?? errorOf('country_code')}
          maxDigits={STORE_RULES.phoneMax}
          hint={t('stores.phoneHint')}
          disabled={busy}
        />
        <Switch label={t('stores.phonePublic')} {...form.getInputProps('phone_public', { type: 'checkbox' })} disabled={busy} />
        <TextInput
          label={t('stores.address')}
          withAsterisk
          {...form.getInputProps('address')}
          onBlur={() => send({ type: 'store.geocode', address: form.values.address })}
          rightSection={geocoding ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
          error={errorOf('address')}
          disabled={busy}
        />
        {geocodeStatus ? (
          <Alert color="yellow" role="alert" data-testid="geocode-alert">
            <Text size="sm">{t('stores.geocodeFailed', { status: geocodeStatus })}</Text>
            <Text size="xs" c="dimmed">{t('stores.geocodeHint')}</Text>
          </Alert>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>{t('stores.location')}</Text>
          <LocationMap value={parseLocation(location)} onChange={(point) => send({ type: 'store.placePin', location: locationOf(point) })} height={260} />
          {errorOf('location') ? <Text size="xs" c="red">{errorOf('location')}</Text> : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TimeInput label={t('stores.opensAt')} {...form.getInputProps('opens_at')} error={errorOf('opens_at')} disabled={busy} />
          <TimeInput label={t('stores.closesAt')} {...form.getInputProps('closes_at')} error={errorOf('closes_at')} disabled={busy} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="store-days">{t('stores.daysOpen')}</Text>
          <Chip.Group multiple value={form.values.days_open.map(String)} onChange={(days) => form.setFieldValue('days_open', days.map(Number))}>
            <Group gap={6} role="group" aria-labelledby="store-days">
              {WEEKDAYS.map((d) => (
                <Chip key={d} value={String(d)} size="xs" disabled={busy}>
                  {t(`properties.dayName.${d}` as MessageKey)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {errorOf('days_open') ? <Text size="xs" c="red">{errorOf('days_open')}</Text> : null}
        </Stack>
        <MultiSelect
          label={t('stores.categories')}
          placeholder={t('stores.categoriesPlaceholder')}
          withAsterisk
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={form.values.categories.map(String)}
          onChange={(ids) => form.setFieldValue('categories', ids.map(Number))}
          maxValues={STORE_RULES.categoriesMax}
          searchable
          error={errorOf('categories')}
          disabled={busy}
          comboboxProps={{ withinPortal: true }}
        />
        <LotImageField label={t('stores.storefront')} stored={stored} chosen={storefront} onChoose={setStorefront} error={errorOf('url_storefront')} disabled={busy} />
        <Fieldset legend={t('stores.covid')} variant="unstyled">
          <Stack gap={4} mt={4}>
            <Checkbox label={t('stores.covid.disinfectant')} {...form.getInputProps('covid_disinfectant', { type: 'checkbox' })} disabled={busy} />
            <Checkbox label={t('stores.covid.cleansing')} {...form.getInputProps('covid_cleansing', { type: 'checkbox' })} disabled={busy} />
            <Checkbox label={t('stores.covid.controlledAccess')} {...form.getInputProps('covid_controlled_access', { type: 'checkbox' })} disabled={busy} />
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>{t('stores.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function StoreScreen({ params }: ScreenProps) {
  const { t } = useTranslate();
  const shop = SessionContext.useSelector(selectActiveShop);
  const permissions = SessionContext.useSelector(selectPermissions);
  const mayChangeStatus = allows(permissions, 'shopping.branch.add');
  // The core-info wizard for this store (its taxpayer data, bank account and cards) is the shop owner's page.
  const mayOpenCoreInfo = allows(permissions, 'shopping.dashboard');
  const [, navigate] = useLocation();
  const storeId = params.id ? Number(params.id) : null;
  // Every change the server confirmed (a new store, a rename, a status) is read into the session's shops, so the
  // shop and store dropdowns show it at once.
  const [changes, setChanges] = useState(0);
  const actor = useActorRef(
    storeFormMachine.provide({
      actions: {
        notify: (_, { message }) => {
          if (message) showToast({ message, color: 'green' });
          setChanges((n) => n + 1);
        },
        created: (_, { id }) => navigate(`/branch/${id}`),
      },
    }),
    { input: { shopId: shop?.id ?? 0, storeId } },
  );
  const state = useSelector(actor, (s) => s);
  const { store, error } = state.context;
  const busy = state.matches('saving') || state.matches('sending') || state.matches('changingStatus');

  if (state.matches('loading')) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (state.matches('loadFailed')) {
    return (
      <Alert color="red" role="alert" title={t('stores.loadOneFailed')}>
        <Text size="sm" mb="sm">{error}</Text>
        <Button size="xs" onClick={() => actor.send({ type: 'store.retry' })}>{t('stores.retry')}</Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {changes > 0 ? <ShopsRefresh key={changes} /> : null}
      <Group justify="space-between">
        <Title order={1} size="h2">{store ? t('stores.editTitle', { name: store.name }) : t('stores.newTitle')}</Title>
        <Group gap="md">
          {store && mayOpenCoreInfo ? <Link href={`/core-info/${store.id}`}>{t('stores.coreInfo')}</Link> : null}
          {mayChangeStatus ? <Link href="/branchs">{t('stores.backToList')}</Link> : null}
        </Group>
      </Group>
      {error ? <Alert color="red" role="alert">{error}</Alert> : null}
      <Paper p="md" withBorder>
        <StoreFields key={store?.id ?? 'new'} context={state.context} busy={busy} geocoding={state.matches({ editing: 'geocoding' })} send={actor.send} />
      </Paper>
      {store ? (
        <PhonePanel
          key={`${store.id}-${store.country_code}-${store.number}-${store.phone_verified}`}
          shopId={shop?.id ?? 0}
          store={store}
          onVerified={(saved) => actor.send({ type: 'store.changed', store: saved })}
        />
      ) : (
        <Text size="sm" c="dimmed">{t('stores.phoneSaveFirst')}</Text>
      )}
      {store ? (
        <Paper p="md" withBorder component="section" aria-label={t('stores.statusTitle')}>
          <Stack gap="sm">
            <Title order={3} size="h5">{t('stores.statusTitle')}</Title>
            <Group gap="xs">
              <StoreStatusBadge status={store.status} />
            </Group>
            {store.status === 'invalid' ? (
              <>
                <Text size="sm" c="dimmed">{t('stores.sendHint')}</Text>
                <Button w="fit-content" loading={state.matches('sending')} disabled={busy} onClick={() => actor.send({ type: 'store.sendForVerification' })}>
                  {t('stores.sendForVerification')}
                </Button>
              </>
            ) : null}
            {store.status === 'pending' ? <Text size="sm" c="dimmed">{t('stores.pendingHint')}</Text> : null}
            {mayChangeStatus && store.status === 'active' ? (
              <Button w="fit-content" color="red" variant="light" disabled={busy} onClick={() => actor.send({ type: 'store.inactivate' })}>
                {t('stores.inactivate')}
              </Button>
            ) : null}
            {mayChangeStatus && store.status === 'inactive' ? (
              <Button w="fit-content" loading={state.matches('changingStatus')} disabled={busy} onClick={() => actor.send({ type: 'store.activate' })}>
                {t('stores.activate')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <Modal opened={state.matches('confirmingInactivate')} onClose={() => actor.send({ type: 'store.cancel' })} title={t('stores.inactivateTitle', { name: store?.name ?? '' })} centered>
        <Stack gap="md">
          <Text size="sm">{t('stores.inactivateWarning')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actor.send({ type: 'store.cancel' })}>{t('stores.cancel')}</Button>
            <Button color="red" onClick={() => actor.send({ type: 'store.agree' })}>{t('stores.agree')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** A new actor for each store: /branch becomes /branch/{id} once the new store is saved. */
export default function StoreRoute(props: ScreenProps) {
  return <StoreScreen key={props.params.id ?? 'new'} {...props} />;
}
