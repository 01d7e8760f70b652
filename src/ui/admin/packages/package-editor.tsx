// The Packages' package editor (admin editor chart with the package's form): name, credits, gift credits, the
// price in pesos, bulk, transferable and on sale, each flag with what it means for the buy flow. No delete: a
// package is taken off sale.
import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminPackage } from '../../../contracts/admin-packages.struct';
import { MAX_AMOUNT_CENTS, MAX_CREDITS } from '../../../contracts/credits.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { emptyPackage, packageEditorMachine, packageValuesOf, type PackageValues } from '../../../machines/admin-editor/admin-package/package-editor';
import { AdminEditorModal, useAdminEditor } from '../admin-editor';
import type { AdminEditorProps } from '../admin-list';

/** NumberInput answers a string for a value it keeps as typed ("2999.50" with fixed decimals, "" when empty). */
const asNumber = (v: string | number): number | '' => {
  if (typeof v === 'number') return v;
  const n = Number(v);
  return v.trim() === '' || !Number.isFinite(n) ? '' : n;
};

export function PackageEditor({ target, onSaved, onClose }: AdminEditorProps<AdminPackage>) {
  const { t } = useTranslate();
  const row = target.mode === 'edit' ? target.row : null;
  const initialValues = row ? packageValuesOf(row) : emptyPackage();
  const editor = useAdminEditor(packageEditorMachine, { subject: row ? { id: row.id, name: row.name } : null, values: initialValues }, { onSaved, onClose });
  const form = useForm<PackageValues>({ mode: 'controlled', initialValues });
  const busy = !editor.state.matches('editing');
  const { errorOf } = editor;
  const number = (field: 'credits' | 'gift_credits' | 'price') => ({ value: form.values[field], onChange: (v: string | number) => form.setFieldValue(field, asNumber(v)) });
  return (
    <AdminEditorModal editor={editor} title={t(row ? 'adminPackages.editTitle' : 'adminPackages.new')} onSave={() => editor.editor.send({ type: 'editor.save', values: form.getValues() })}>
      <TextInput label={t('adminPackages.name')} withAsterisk disabled={busy} {...form.getInputProps('name')} error={errorOf('name', 'adminPackages.name')} />
      <NumberInput label={t('adminPackages.credits')} withAsterisk min={1} max={MAX_CREDITS} allowDecimal={false} allowNegative={false} disabled={busy} {...number('credits')} error={errorOf('credits', 'adminPackages.credits')} />
      <NumberInput
        label={t('adminPackages.giftCredits')}
        description={t('adminPackages.giftHint')}
        withAsterisk
        min={0}
        max={MAX_CREDITS}
        allowDecimal={false}
        allowNegative={false}
        disabled={busy}
        {...number('gift_credits')}
        error={errorOf('gift_credits', 'adminPackages.giftCredits')}
      />
      <NumberInput
        label={t('adminPackages.price')}
        description={t('adminPackages.priceHint')}
        withAsterisk
        prefix="$"
        min={0.01}
        max={MAX_AMOUNT_CENTS / 100}
        decimalScale={2}
        fixedDecimalScale
        thousandSeparator=","
        allowNegative={false}
        disabled={busy}
        {...number('price')}
        error={errorOf('price', 'adminPackages.price')}
      />
      <Switch label={t('adminPackages.bulk')} description={t('adminPackages.bulkHint')} disabled={busy} {...form.getInputProps('bulk', { type: 'checkbox' })} />
      <Switch label={t('adminPackages.transferable')} description={t('adminPackages.transferableHint')} disabled={busy} {...form.getInputProps('transferable', { type: 'checkbox' })} />
      <Switch label={t('adminPackages.active')} description={t('adminPackages.activeHint')} disabled={busy} {...form.getInputProps('active', { type: 'checkbox' })} />
    </AdminEditorModal>
  );
}
