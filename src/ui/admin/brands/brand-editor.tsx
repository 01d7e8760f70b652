// The Brands' editor (admin-editor chart with the brand's form): the name, a new logo (drawn onto the logo's
// 600x600 canvas and sent as PNG, as the core-info wizard does), whether it owns more than one store and, if it
// does, the stores excluded from sharing its core info.
import { Avatar, Checkbox, FileInput, Group, MultiSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { AdminBrand } from '../../../contracts/admin-brands.struct';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { brandEditorMachine, brandValuesOf, type BrandValues } from '../../../machines/admin-editor/brand-editor';
import { drawnLogo } from '../../components/drawn-logo';
import { AdminEditorModal, useAdminEditor } from '../admin-editor';
import type { AdminEditorProps } from '../admin-list';
import { BrandLogo } from './brand-logo';

export function BrandEditor({ target, onSaved, onClose }: AdminEditorProps<AdminBrand>) {
  // A brand is opened from its row only (no Add).
  return target.mode === 'edit' ? <BrandForm brand={target.row} onSaved={onSaved} onClose={onClose} /> : null;
}

function BrandForm({ brand, onSaved, onClose }: { brand: AdminBrand; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslate();
  const initialValues = brandValuesOf(brand);
  const editor = useAdminEditor(brandEditorMachine, { subject: { id: brand.id, name: brand.name }, values: initialValues }, { onSaved, onClose });
  const form = useForm<BrandValues>({ mode: 'controlled', initialValues });
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const busy = !editor.state.matches('editing');
  const { errorOf } = editor;
  const chooseLogo = (file: File | null) => {
    setLogoProblem(null);
    if (!file) return form.setFieldValue('logo', null);
    drawnLogo(file).then(
      (logo) => form.setFieldValue('logo', logo),
      () => setLogoProblem(translate('adminBrands.logoUnreadable')),
    );
  };
  return (
    <AdminEditorModal editor={editor} title={t('adminBrands.editTitle')} onSave={() => editor.editor.send({ type: 'editor.save', values: form.getValues() })}>
      <TextInput label={t('adminBrands.name')} withAsterisk disabled={busy} {...form.getInputProps('name')} error={errorOf('name', 'adminBrands.name')} />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        {form.values.logo ? <Avatar src={form.values.logo} size={64} radius="sm" alt={t('adminBrands.logo')} /> : <BrandLogo brand={brand} size={64} />}
        <FileInput
          label={t('adminBrands.logo')}
          placeholder={t('adminBrands.logoPick')}
          accept="image/png,image/jpeg,image/webp"
          clearable
          disabled={busy}
          onChange={chooseLogo}
          error={logoProblem ?? errorOf('logo', 'adminBrands.logo')}
          style={{ flex: 1 }}
        />
      </Group>
      <Checkbox label={t('adminBrands.moreThanOne')} disabled={busy} checked={form.values.more_than_one} onChange={(e) => form.setFieldValue('more_than_one', e.currentTarget.checked)} />
      {form.values.more_than_one ? (
        <MultiSelect
          label={t('adminBrands.notUnder')}
          description={t('adminBrands.notUnderHint')}
          data={brand.stores.map((s) => ({ value: String(s.id), label: s.name }))}
          value={form.values.not_under.map(String)}
          onChange={(ids) => form.setFieldValue('not_under', ids.map(Number))}
          disabled={busy}
          error={errorOf('not_under', 'adminBrands.notUnder')}
        />
      ) : null}
    </AdminEditorModal>
  );
}
