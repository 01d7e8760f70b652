// The edit form of one news item (spec 3 §4 News, §5 News, §9 images): headline (4 to 50), text (4 to 350),
// first and last day (the last not before the first), "show end date", and the picture (PNG, JPEG or WebP; the
// server crops it to 380x214), required for a new item. It shows the values the chart holds, and takes them
// again whenever the chart sets them (another item selected, Add, a save's answer); broken rules and the
// server's 422 show on their fields.
import { Button, FileInput, Group, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { NEWS_IMAGE, NEWS_IMAGE_FIELD, NEWS_RULES, type NewsItem } from '../../../contracts/news.struct';
import { PICTURE_TYPES } from '../../../contracts/profile.struct';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import type { NewsValues, Problems } from '../../../machines/news-manager/news-form';
import { DateField } from '../../components/date-fields';
import { fieldMessage } from '../../components/validation';
import { NewsPicture } from './news-picture';

const LABELS: Record<string, MessageKey> = {
  name: 'news.name',
  description: 'news.description',
  start_date: 'news.startDate',
  end_date: 'news.endDate',
  show_end_date: 'news.showEndDate',
  [NEWS_IMAGE_FIELD]: 'news.image',
};

type Props = {
  /** The stored item in the form, or null for a new one. */
  item: NewsItem | null;
  values: NewsValues;
  image: File | null;
  problems: Problems;
  fieldErrors: Record<string, string[]>;
  saving: boolean;
  busy: boolean;
  onSave: (values: NewsValues, image: File | null) => void;
  onDelete: () => void;
};

export function NewsEditor({ item, values, image, problems, fieldErrors, saving, busy, onSave, onDelete }: Props) {
  const { t } = useTranslate();
  const form = useForm<NewsValues>({ mode: 'controlled', initialValues: values });
  const [picture, setPicture] = useState<File | null>(image);

  useEffect(() => {
    form.setValues(values);
    setPicture(image);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only values the chart sets reset the form
  }, [values, image]);

  /** A rule's message; the end date's rule names the start date in the console's language. */
  const ruleMessage = (field: string, code: string) =>
    code.startsWith('afterOrEqual|') ? fieldMessage(`afterOrEqual|${t('news.startDate').toLowerCase()}`, LABELS[field]) : fieldMessage(code, LABELS[field] ?? 'news.name');
  const errorOf = (field: string) => fieldErrors[field]?.[0] ?? (problems[field] ? ruleMessage(field, problems[field]) : undefined);
  const day = (field: 'start_date' | 'end_date') => ({
    value: form.values[field] === '' ? null : form.values[field],
    onChange: (v: string | null) => form.setFieldValue(field, v ?? ''),
    error: errorOf(field),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((v) => onSave(v, picture))}>
      <Stack gap="sm">
        <Title order={2} size="h4">{item ? t('news.editTitle', { name: item.name }) : t('news.newTitle')}</Title>
        <TextInput label={t('news.name')} withAsterisk {...form.getInputProps('name')} error={errorOf('name')} />
        <Textarea
          label={t('news.description')}
          withAsterisk
          rows={4}
          description={t('news.characters', { n: form.values.description.trim().length, max: NEWS_RULES.descriptionMax })}
          {...form.getInputProps('description')}
          error={errorOf('description')}
        />
        <Group grow align="flex-start">
          <DateField label={t('news.startDate')} withAsterisk {...day('start_date')} />
          <DateField label={t('news.endDate')} withAsterisk {...day('end_date')} />
        </Group>
        <Switch label={t('news.showEndDate')} {...form.getInputProps('show_end_date', { type: 'checkbox' })} error={errorOf('show_end_date')} />
        <NewsPicture address={item?.image.thumb_m ?? null} file={picture} alt={t('news.imageOf', { name: form.values.name.trim() || t('news.newTitle') })} width={NEWS_IMAGE.width} />
        <FileInput
          label={t('news.image')}
          withAsterisk={item === null}
          description={t('news.imageHint', { width: NEWS_IMAGE.width, height: NEWS_IMAGE.height })}
          placeholder={t(item ? 'news.imageKeep' : 'news.imagePick')}
          accept={PICTURE_TYPES.join(',')}
          clearable
          value={picture}
          onChange={setPicture}
          error={errorOf(NEWS_IMAGE_FIELD)}
        />
        <Group justify="space-between">
          {item ? (
            <Button variant="light" color="red" disabled={busy} onClick={onDelete}>{t('news.delete')}</Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving} disabled={busy && !saving}>{t('news.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
