// The add/edit pension modal (spec 3 §2, §4, §5): step 1 the person, step 2 the cars (plate chip in the car's
// colour, brand, model, edit, delete; add in the header), step 3 one car with 'save and back'. A back arrow
// returns one step; the close button is hidden while sending. The chart does the work; the view holds the forms.
import { ActionIcon, Alert, Autocomplete, Badge, Button, ColorSwatch, Group, Loader, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CAR_BRANDS, CAR_COLORS, capitalizeWords, colorOf, isLightColor, PENSION_RULES } from '../../../domain/pensions/cars';
import { t as translate, type MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { carProblems, type CarRow, type CarValues, type PersonValues } from '../../../machines/pension-wizard/pension-rules';
import { pensionWizardMachine } from '../../../machines/pension-wizard/pension-wizard.machine';
import { carErrors, personErrors, selectCanClose, selectIsEditing, selectIsSending, selectStep } from '../../../machines/pension-wizard/pension-wizard.selectors';
import type { WizardPension } from '../../../machines/pension-wizard/pension-wizard.types';
import { showToast } from '../../components/notices';
import { fieldMessage, minLength, requiredEmail } from '../../components/validation';

type Wizard = ActorRefFrom<typeof pensionWizardMachine>;
type Props = { lotId: number; pension: WizardPension | null; onSaved: () => void; onClose: () => void };

const STEP_KEYS = { person: 'pensions.modal.step.person', cars: 'pensions.modal.step.cars', car: 'pensions.modal.step.car' } as const;

/** A colour's name in the current language. */
const colorName = (id: string, locale: 'es' | 'en'): string => colorOf(id)?.name[locale] ?? id;
const colorIdByName = (name: string, locale: 'es' | 'en'): string | null =>
  CAR_COLORS.find((c) => c.name[locale].toLowerCase() === name.trim().toLowerCase() || c.id === name.trim().toLowerCase())?.id ?? null;

export function PensionModal({ lotId, pension, onSaved, onClose }: Props) {
  const { t } = useTranslate();
  const wizard = useActorRef(
    pensionWizardMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message: message ?? translate('pensions.saved'), color: 'teal' }),
        saved: () => onSaved(),
        close: () => onClose(),
      },
    }),
    { input: { lotId, pension } },
  );
  const state = useSelector(wizard, (s) => s);
  const step = selectStep(state);
  const sending = selectIsSending(state);
  const canClose = selectCanClose(state);
  const editing = selectIsEditing(state);
  const title = editing ? t('pensions.modal.editTitle') : t('pensions.modal.newTitle');

  return (
    <Modal
      opened
      onClose={() => (canClose ? wizard.send({ type: 'pension.close' }) : undefined)}
      withCloseButton={canClose}
      closeButtonProps={{ 'aria-label': t('pensions.modal.close') }}
      closeOnEscape={canClose}
      closeOnClickOutside={false}
      size="lg"
      title={
        <Group gap="xs">
          {step !== 'person' && !sending ? (
            <ActionIcon variant="subtle" aria-label={t('pensions.modal.back')} onClick={() => wizard.send({ type: 'pension.back' })}>
              ←
            </ActionIcon>
          ) : null}
          <Text component="span" fw={600}>{title}</Text>
          {step ? <Text component="span" size="sm" c="dimmed">· {t(STEP_KEYS[step])}</Text> : null}
        </Group>
      }
    >
      {step === 'person' ? <PersonStep wizard={wizard} /> : null}
      {step === 'cars' ? <CarsStep wizard={wizard} /> : null}
      {step === 'car' ? <CarStep wizard={wizard} /> : null}
    </Modal>
  );
}

function PersonStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslate();
  const person = useSelector(wizard, (s) => s.context.person);
  const editing = useSelector(wizard, selectIsEditing);
  const serverErrors = useSelector(wizard, (s) => personErrors(s.context.fieldErrors));
  const form = useForm<PersonValues>({
    mode: 'controlled',
    initialValues: person,
    initialErrors: serverErrors,
    validate: {
      first_name: minLength('pensions.firstName', PENSION_RULES.nameMin),
      lastname: minLength('pensions.lastName', PENSION_RULES.nameMin),
      email: editing ? () => null : requiredEmail('pensions.email'),
      role: minLength('pensions.role', PENSION_RULES.nameMin),
    },
  });
  const words = (field: 'first_name' | 'lastname' | 'role') => ({
    ...form.getInputProps(field),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, capitalizeWords(e.currentTarget.value)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => wizard.send({ type: 'pension.next', person: values }))} noValidate>
      <Stack gap="sm">
        <TextInput label={t('pensions.firstName')} withAsterisk {...words('first_name')} />
        <TextInput label={t('pensions.lastName')} withAsterisk {...words('lastname')} />
        <TextInput label={t('pensions.email')} type="email" withAsterisk disabled={editing} {...form.getInputProps('email')} />
        <TextInput label={t('pensions.role')} withAsterisk {...words('role')} />
        <Group justify="flex-end">
          <Button type="submit">{t('pensions.modal.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PlateChip({ car }: { car: Pick<CarRow, 'plate' | 'color'> }) {
  const hex = colorOf(car.color)?.hex ?? '#868e96';
  return (
    <Badge size="lg" radius="sm" color={hex} autoContrast={false} style={{ color: isLightColor(car.color) ? '#212529' : '#fff', border: '1px solid #ced4da', fontFamily: 'monospace' }}>
      {car.plate}
    </Badge>
  );
}

function CarsStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslate();
  const cars = useSelector(wizard, (s) => s.context.cars);
  const sending = useSelector(wizard, selectIsSending);
  const error = useSelector(wizard, (s) => s.context.error);
  const fieldErrors = useSelector(wizard, (s) => s.context.fieldErrors);
  const otherMessages = Object.entries(fieldErrors)
    .filter(([field]) => !field.startsWith('cars.'))
    .flatMap(([, m]) => m);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={500}>{t('pensions.modal.cars')}</Text>
        <Button size="xs" variant="light" onClick={() => wizard.send({ type: 'car.add' })} disabled={sending}>{t('pensions.modal.addCar')}</Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert" title={t('pensions.modal.saveFailed')}>
          <Text size="sm">{error}</Text>
          {[...new Set(otherMessages)].filter((m) => m !== error).map((m) => <Text key={m} size="sm">{m}</Text>)}
        </Alert>
      ) : null}
      {cars.length === 0 ? (
        <Text c="dimmed" size="sm">{t('pensions.modal.noCars')}</Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('pensions.modal.cars')}>
          {cars.map((car, index) => (
            <Paper key={car.key} withBorder p="xs" radius="sm" role="listitem" aria-label={car.plate}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <PlateChip car={car} />
                  <Text size="sm" fw={500}>{car.brand}</Text>
                  <Text size="sm">{car.model}</Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="subtle" disabled={sending} aria-label={t('pensions.modal.editCar', { plate: car.plate })} onClick={() => wizard.send({ type: 'car.edit', key: car.key })}>
                    {t('pensions.edit')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" disabled={sending} aria-label={t('pensions.modal.removeCar', { plate: car.plate })} onClick={() => wizard.send({ type: 'car.remove', key: car.key })}>
                    {t('pensions.delete')}
                  </Button>
                </Group>
              </Group>
              {carErrors(fieldErrors, index).map((m) => (
                <Text key={m} size="xs" c="red" role="alert" mt={4}>{m}</Text>
              ))}
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        {sending ? <Loader size="sm" aria-label={t('pensions.modal.sending')} /> : null}
        <Button onClick={() => wizard.send({ type: 'pension.submit' })} disabled={cars.length === 0} loading={sending}>
          {t('pensions.modal.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

type CarForm = { brand: string; model: string; colorText: string; plate: string };

const CAR_LABELS: Record<string, MessageKey> = { brand: 'pensions.car.brand', model: 'pensions.car.model', color: 'pensions.car.color', plate: 'pensions.car.plate' };

function CarStep({ wizard }: { wizard: Wizard }) {
  const { t, locale } = useTranslate();
  const draft = useSelector(wizard, (s) => s.context.carDraft);
  const editingKey = useSelector(wizard, (s) => s.context.editingKey);
  const others = useSelector(wizard, (s) => s.context.cars.filter((c) => c.key !== s.context.editingKey));
  const toCar = (v: CarForm): CarValues => ({ brand: v.brand, model: v.model, color: colorIdByName(v.colorText, locale) ?? '', plate: v.plate });
  const form = useForm<CarForm>({
    mode: 'controlled',
    initialValues: { brand: draft.brand, model: draft.model, colorText: draft.color ? colorName(draft.color, locale) : '', plate: draft.plate },
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const p of carProblems(toCar(values), others)) {
        const field = p.field === 'color' ? 'colorText' : p.field;
        if (errors[field]) continue;
        if (p.code === 'repeated') errors[field] = t('pensions.car.plateRepeated');
        else if (p.field === 'color' && values.colorText.trim() !== '') errors[field] = t('pensions.car.colorNotFound', { term: values.colorText.trim() });
        else errors[field] = fieldMessage(p.code === 'oneOf' ? 'required' : p.code, CAR_LABELS[p.field] ?? 'pensions.car.plate');
      }
      return errors;
    },
  });
  const term = form.values.colorText.trim();
  const matches = CAR_COLORS.filter((c) => c.name[locale].toLowerCase().includes(term.toLowerCase()));
  const notFound = term !== '' && matches.length === 0 ? t('pensions.car.colorNotFound', { term }) : null;
  const colorProps = form.getInputProps('colorText');
  const chosen = colorIdByName(form.values.colorText, locale);
  return (
    <form onSubmit={form.onSubmit((values) => wizard.send({ type: 'car.save', car: toCar(values) }))} noValidate>
      <Stack gap="sm">
        <Text fw={500}>{editingKey === null ? t('pensions.modal.carTitle.new') : t('pensions.modal.carTitle.edit')}</Text>
        <Select
          label={t('pensions.car.brand')}
          placeholder={t('pensions.car.brandPlaceholder')}
          data={[...CAR_BRANDS]}
          searchable
          withAsterisk
          {...form.getInputProps('brand')}
          onChange={(v) => form.setFieldValue('brand', v ?? '')}
        />
        <TextInput
          label={t('pensions.car.model')}
          withAsterisk
          maxLength={PENSION_RULES.modelMax}
          {...form.getInputProps('model')}
          onChange={(e) => form.setFieldValue('model', capitalizeWords(e.currentTarget.value))}
        />
        <Autocomplete
          label={t('pensions.car.color')}
          placeholder={t('pensions.car.colorPlaceholder')}
          withAsterisk
          data={CAR_COLORS.map((c) => ({ value: c.name[locale], label: c.name[locale] }))}
          renderOption={({ option }) => {
            const color = CAR_COLORS.find((c) => c.name[locale] === option.value);
            return (
              <Group gap="xs">
                <ColorSwatch color={color?.hex ?? '#fff'} size={16} />
                <Text size="sm">{option.value}</Text>
              </Group>
            );
          }}
          leftSection={chosen ? <ColorSwatch color={colorOf(chosen)?.hex ?? '#fff'} size={14} /> : null}
          {...colorProps}
          error={colorProps.error ?? notFound}
        />
        <TextInput
          label={t('pensions.car.plate')}
          withAsterisk
          maxLength={PENSION_RULES.plateMax}
          {...form.getInputProps('plate')}
          onChange={(e) => form.setFieldValue('plate', e.currentTarget.value.toUpperCase())}
        />
        <Group justify="flex-end">
          <Button type="submit">{t('pensions.modal.saveAndBack')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
