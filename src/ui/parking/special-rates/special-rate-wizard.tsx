// The special-rate wizard (spec 2 "Wizard behaviour"): tabs map, rules and dates with Previous, Next and
// Finish. Next stays disabled until the step is valid; visited tabs can be clicked (forward validates first);
// a tab shows active, checked or hasError. The chart does the work; this view holds only the rule form. The map
// step also shows the lot's location (spec 2 §7 "map display on the special-rate screens").
import { Alert, Button, Group, Loader, Modal, Paper, SegmentedControl, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { parseLocation } from '../../../contracts/lot.struct';
import type { SpecialRateItem } from '../../../contracts/rates.struct';
import { formatDay } from '../../../domain/formats/edge-formats';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { ALL_ACCESSES, datesAreValid, rulesProblems, type RulesValues, type WizardRate } from '../../../machines/special-rate-wizard/special-rate-rules';
import { accessIsChosen, specialRateWizardMachine } from '../../../machines/special-rate-wizard/special-rate-wizard.machine';
import { selectIsLoading, selectIsSaving, selectLoadFailed, selectStep, tabStates } from '../../../machines/special-rate-wizard/special-rate-wizard.selectors';
import { STEPS, type WizardStep } from '../../../machines/special-rate-wizard/special-rate-wizard.types';
import { showToast } from '../../components/notices';
import { AccessMap } from '../../components/access-map';
import { LocationMap } from '../../components/location-map';
import { fieldErrorTexts } from '../rates/rate-text';
import { validateRules, WizardRulesStep } from './wizard-rules-step';
import { WizardDatesStep } from './wizard-dates-step';

type Props = {
  lotId: number;
  timeZone: string;
  rate: WizardRate | null;
  /** The lot's pin ("lat,lng"), shown on the map step's location map (spec 2 §7); null when none was placed. */
  location?: string | null;
  /** A modal over the table, or the body of the edit page. */
  asModal: boolean;
  onSaved: (rates: SpecialRateItem[]) => void;
  onClose: () => void;
};

const STEP_KEYS = { map: 'rates.wizard.step.map', rules: 'rates.wizard.step.rules', dates: 'rates.wizard.step.dates' } as const;

export function SpecialRateWizard({ lotId, timeZone, rate, location = null, asModal, onSaved, onClose }: Props) {
  const { t } = useTranslate();
  const wizard = useActorRef(
    specialRateWizardMachine.provide({
      actions: {
        // The spec's success toasts name what was made (spec 1 §8: "new (with name)").
        notify: ({ context }) =>
          showToast({ message: translate(context.rateId === null ? 'rates.special.created' : 'rates.special.updated', { name: context.rules.name }), color: 'teal' }),
        saved: (_, { rates }) => onSaved(rates),
        close: () => onClose(),
      },
    }),
    { input: { lotId, today: formatDay(new Date(), timeZone), rate } },
  );
  const state = useSelector(wizard, (s) => s);
  const step = selectStep(state);
  const loading = selectIsLoading(state);
  const failed = selectLoadFailed(state);
  const saving = selectIsSaving(state);
  const { context } = state;
  const form = useForm<RulesValues>({ mode: 'controlled', initialValues: context.rules, validate: validateRules, validateInputOnChange: true });

  const tabs = tabStates({ ...context, rules: step === 'rules' ? form.values : context.rules }, step);
  const onRules = step === 'rules';
  const carry = onRules ? { rules: form.values } : {};
  const stepValid =
    step === 'map' ? accessIsChosen(context) : step === 'rules' ? rulesProblems(form.values).length === 0 : step === 'dates' ? datesAreValid(context.dates) : false;
  const title = context.rateId === null ? t('rates.wizard.newTitle') : t('rates.wizard.editTitle', { name: context.rules.name });
  const close = () => (saving ? undefined : wizard.send({ type: 'wizard.close' }));

  let body: ReactNode;
  if (loading) {
    body = (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  } else if (failed) {
    body = (
      <Alert color="red" role="alert" title={t('rates.wizard.loadFailed')}>
        <Text size="sm" mb="sm">{context.loadError}</Text>
        <Button size="xs" onClick={() => wizard.send({ type: 'wizard.retry' })}>{t('common.retry')}</Button>
      </Alert>
    );
  } else {
    const index = step ? STEPS.indexOf(step) : 0;
    body = (
      <Stack gap="md">
        <Stepper
          active={index}
          onStepClick={(i) => wizard.send({ type: 'wizard.goTo', step: STEPS[i], ...carry })}
          size="sm"
          aria-label={t('rates.wizard.steps')}
        >
          {STEPS.map((s: WizardStep) => (
            <Stepper.Step
              key={s}
              label={t(STEP_KEYS[s])}
              description={tabs[s].hasError ? t('rates.wizard.hasError') : tabs[s].checked ? t('rates.wizard.checked') : undefined}
              color={tabs[s].hasError ? 'red' : undefined}
              allowStepSelect={tabs[s].reachable && !tabs[s].active}
              data-state={tabs[s].active ? 'active' : tabs[s].hasError ? 'hasError' : tabs[s].checked ? 'checked' : 'pending'}
            />
          ))}
        </Stepper>
        {context.error ? (
          <Alert color="red" role="alert" title={t('rates.wizard.saveFailed')}>
            <Text size="sm">{context.error}</Text>
            {fieldErrorTexts(context.fieldErrors)
              .filter((m) => m !== context.error)
              .map((m) => <Text key={m} size="sm">{m}</Text>)}
          </Alert>
        ) : null}
        <div role="tabpanel" aria-label={step ? t(STEP_KEYS[step]) : undefined}>
          {step === 'map' ? <WizardMapStep wizard={wizard} location={location} /> : null}
          {step === 'rules' ? <WizardRulesStep form={form} /> : null}
          {step === 'dates' ? <WizardDatesStep wizard={wizard} /> : null}
        </div>
        <Group justify="space-between">
          <Button variant="default" onClick={close} disabled={saving}>{t('common.cancel')}</Button>
          <Group>
            {index > 0 ? (
              <Button variant="default" onClick={() => wizard.send({ type: 'wizard.back', ...carry })} disabled={saving}>{t('rates.wizard.previous')}</Button>
            ) : null}
            {step === 'dates' || saving ? (
              <Button onClick={() => wizard.send({ type: 'wizard.finish' })} disabled={!stepValid} loading={saving}>{t('rates.wizard.finish')}</Button>
            ) : (
              <Button
                onClick={() => {
                  if (onRules && form.validate().hasErrors) return;
                  wizard.send({ type: 'wizard.next', ...carry });
                }}
                disabled={!stepValid}
              >
                {t('rates.wizard.next')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    );
  }

  if (asModal) {
    return (
      <Modal opened onClose={close} title={title} size="xl" closeOnClickOutside={false} closeOnEscape={!saving}>
        {body}
      </Modal>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Text fw={600} mb="md">{title}</Text>
      {body}
    </Paper>
  );
}

function WizardMapStep({ wizard, location }: { wizard: ActorRefFrom<typeof specialRateWizardMachine>; location: string | null }) {
  const { t } = useTranslate();
  const accesses = useSelector(wizard, (s) => s.context.accesses);
  const maps = useSelector(wizard, (s) => s.context.maps);
  const chosen = useSelector(wizard, (s) => s.context.access);
  const shown = chosen === ALL_ACCESSES ? accesses : accesses.filter((a) => a.id === chosen);
  return (
    <Stack gap="sm">
      <Text size="sm" id="special-rate-access">{t('rates.wizard.chooseAccess')}</Text>
      <SegmentedControl
        aria-labelledby="special-rate-access"
        value={chosen === null ? '' : String(chosen)}
        onChange={(v) => wizard.send({ type: 'wizard.selectAccess', access: Number(v) })}
        data={[{ value: String(ALL_ACCESSES), label: t('rates.wizard.allGates') }, ...accesses.map((a) => ({ value: String(a.id), label: a.name }))]}
        fullWidth
      />
      {chosen === null ? <Text size="sm" c="dimmed">{t('rates.wizard.noAccessYet')}</Text> : null}
      <Group align="flex-start" grow>
        {shown.map((a) => (
          <Stack key={a.id} gap={4}>
            <Text size="sm" fw={500}>{a.name}</Text>
            <AccessMap name={a.name} svg={maps[a.map]} gates={a.gates} />
          </Stack>
        ))}
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>{t('map.lotLocation')}</Text>
        {location === null ? <Text size="sm" c="dimmed">{t('map.noLocation')}</Text> : null}
        <LocationMap value={location === null ? null : parseLocation(location)} height={200} />
      </Stack>
    </Stack>
  );
}
