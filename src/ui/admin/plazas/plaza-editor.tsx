// The Mall's plaza editor (admin-editor chart with the plaza's form): name, address and the pin on the map (placed
// by a click, dragged, moved with the arrows or typed; src/ui/components/location-map.tsx), removable; a listed
// plaza may be deleted (refused while lots or stores are in it: the server says so).
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminPlaza } from '../../../contracts/admin-plazas.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { emptyPlaza, plazaEditorMachine, plazaValuesOf, type PlazaValues } from '../../../machines/admin-editor/plaza-editor';
import { LocationMap } from '../../components/location-map';
import { AdminEditorModal, useAdminEditor } from '../admin-editor';
import type { AdminEditorProps } from '../admin-list';

export function PlazaEditor({ target, onSaved, onClose }: AdminEditorProps<AdminPlaza>) {
  const { t } = useTranslate();
  const row = target.mode === 'edit' ? target.row : null;
  const initialValues = row ? plazaValuesOf(row) : emptyPlaza();
  const editor = useAdminEditor(plazaEditorMachine, { subject: row ? { id: row.id, name: row.name } : null, values: initialValues }, { onSaved, onClose });
  const form = useForm<PlazaValues>({ mode: 'controlled', initialValues });
  const busy = !editor.state.matches('editing');
  const { errorOf } = editor;
  return (
    // The values as they are at the click (getValues), not as the last render saw them: a coordinate committed
    // just before Save had not been rendered yet under load, and the plaza was saved without it.
    <AdminEditorModal editor={editor} title={t(row ? 'adminPlazas.editTitle' : 'adminPlazas.new')} onSave={() => editor.editor.send({ type: 'editor.save', values: form.getValues() })} size="lg">
      <TextInput label={t('adminPlazas.name')} withAsterisk disabled={busy} {...form.getInputProps('name')} error={errorOf('name', 'adminPlazas.name')} />
      <TextInput label={t('adminPlazas.address')} withAsterisk disabled={busy} {...form.getInputProps('address')} error={errorOf('address', 'adminPlazas.address')} />
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>{t('adminPlazas.location')}</Text>
          {form.values.location ? (
            <Button size="compact-xs" variant="subtle" disabled={busy} onClick={() => form.setFieldValue('location', null)}>{t('adminPlazas.clearPin')}</Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">{t('adminPlazas.mapHint')}</Text>
        <LocationMap value={form.values.location} onChange={busy ? undefined : (point) => form.setFieldValue('location', point)} height={240} />
        {errorOf('location', 'adminPlazas.location') ? <Text size="xs" c="red" role="alert">{errorOf('location', 'adminPlazas.location')}</Text> : null}
      </Stack>
    </AdminEditorModal>
  );
}
