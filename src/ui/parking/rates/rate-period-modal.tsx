// The rate modal of the weekly timeline (spec 2 §4-5): a rate chosen from the existing fee sets, from and to as
// HH:mm within the day's opening hours. The board checks the day (checkDay) before sending and shows the overlap
// message (parkingL.labels.overlap); a refusal from the server shows its messages. Remove deletes the block.
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HH_MM } from '../../../domain/rates/clock-times';
import { useTranslate } from '../../../i18n/use-translate';
import { RatesBoardContext } from '../../../machines/rates-board/rates-board.context';
import { selectIsEditingPeriod, selectIsSavingTimeline } from '../../../machines/rates-board/rates-board.selectors';
import { windowOf, WHOLE_DAY } from '../../../machines/rates-board/timeline-rules';
import { TimeField } from '../../components/date-fields';
import { fieldErrorTexts, problemText, ruleText, weekdayName } from './rate-text';

type Values = { feeSetId: string | null; from: string; to: string };

export function validatePeriod(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.feeSetId) errors.feeSetId = ruleText('required', 'rates.timeline.rate');
  for (const field of ['from', 'to'] as const) {
    const v = values[field].trim();
    if (v === '') errors[field] = ruleText('required', field === 'from' ? 'rates.timeline.from' : 'rates.timeline.to');
    else if (v.length !== 5 || !HH_MM.test(v)) errors[field] = ruleText('time', 'rates.timeline.from');
  }
  return errors;
}

export function RatePeriodModal() {
  const opened = RatesBoardContext.useSelector(selectIsEditingPeriod);
  const period = RatesBoardContext.useSelector((s) => s.context.period);
  // A fresh form for every opening: its initial values are the gap or the block.
  return opened && period ? <PeriodForm key={`${period.day}-${period.index ?? 'gap'}-${period.from}`} /> : null;
}

function PeriodForm() {
  const { t, locale } = useTranslate();
  const board = RatesBoardContext.useActorRef();
  const period = RatesBoardContext.useSelector((s) => s.context.period);
  const feeSets = RatesBoardContext.useSelector((s) => s.context.feeSets);
  const schedules = RatesBoardContext.useSelector((s) => s.context.schedules);
  const problems = RatesBoardContext.useSelector((s) => s.context.timelineProblems);
  const serverError = RatesBoardContext.useSelector((s) => s.context.timelineError);
  const serverFields = RatesBoardContext.useSelector((s) => s.context.timelineFieldErrors);
  const saving = RatesBoardContext.useSelector(selectIsSavingTimeline);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { feeSetId: period?.feeSetId ? String(period.feeSetId) : null, from: period?.from ?? '', to: period?.to ?? '' },
    validate: validatePeriod,
  });
  if (!period) return null;
  const window = windowOf(schedules, period.day) ?? WHOLE_DAY;
  const day = weekdayName(period.day, locale);
  const messages = [...new Set(problems.map((p) => problemText(p.code)))];
  const cancel = () => board.send({ type: 'timeline.cancel' });

  return (
    <Modal opened onClose={saving ? () => {} : cancel} title={period.index === null ? t('rates.timeline.addTitle', { day }) : t('rates.timeline.editTitle', { day })} centered>
      <form
        noValidate
        onSubmit={form.onSubmit((v) => board.send({ type: 'timeline.savePeriod', from: v.from, to: v.to, feeSetId: v.feeSetId ? Number(v.feeSetId) : null }))}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t('rates.timeline.window', { from: window.start, to: window.end })}</Text>
          {messages.length > 0 ? (
            <Alert color="red" role="alert">
              {messages.map((m) => <Text key={m} size="sm">{m}</Text>)}
            </Alert>
          ) : null}
          {serverError ? (
            <Alert color="red" role="alert" title={serverError}>
              {fieldErrorTexts(serverFields).map((m) => <Text key={m} size="sm">{m}</Text>)}
            </Alert>
          ) : null}
          {feeSets.length === 0 ? <Text size="sm" c="red">{t('rates.timeline.noFeeSets')}</Text> : null}
          <Select
            label={t('rates.timeline.rate')}
            placeholder={t('rates.timeline.chooseRate')}
            data={feeSets.map((s) => ({ value: String(s.id), label: s.name }))}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('rates.timeline.noMatch')}
            withAsterisk
            {...form.getInputProps('feeSetId')}
          />
          <Group grow>
            <TimeField label={t('rates.timeline.from')} min={window.start} max={window.end} withAsterisk {...form.getInputProps('from')} />
            <TimeField label={t('rates.timeline.to')} min={window.start} max={window.end} withAsterisk {...form.getInputProps('to')} />
          </Group>
          <Group justify="space-between">
            {period.index !== null ? (
              <Button color="red" variant="light" onClick={() => board.send({ type: 'timeline.removePeriod' })} disabled={saving}>
                {t('rates.timeline.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={cancel} disabled={saving}>{t('common.cancel')}</Button>
              <Button type="submit" loading={saving}>{t('common.save')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
