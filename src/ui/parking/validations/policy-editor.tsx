// The lot's validation policies (issue 21), driven by the validation-policy chart: each shop with a store in the
// lot's plaza, what it may validate and how it pays; Edit opens the shop's policy (allowed, the maximum free
// minutes, fixed amount and percentage, billing in credits or monthly, the credits a validation costs).
import { Alert, Badge, Button, Group, Modal, NumberInput, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { VALIDATION_BILLINGS, type PolicyBody, type PolicyRow } from '../../../contracts/validations.struct';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { validPolicy } from '../../../machines/validation-policy/policy-rules';
import { validationPolicyMachine } from '../../../machines/validation-policy/validation-policy.machine';
import { MoneyInput } from '../../components/money-input';
import { showToast } from '../../components/notices';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { valueText } from '../../shopping/validations/validation-words';

function allowedText(row: PolicyRow): string {
  const p = row.policy;
  if (!p || !p.active) return translate('validations.notAllowed');
  const kinds = (['minutes', 'percent', 'fixed'] as const)
    .map((k) => [k, k === 'minutes' ? p.max_minutes : k === 'percent' ? p.max_percent : p.max_fixed_cents] as const)
    .filter(([, max]) => max > 0)
    .map(([k, max]) => translate('validations.upTo', { value: valueText(k, max) }));
  return kinds.length > 0 ? kinds.join(' · ') : translate('validations.noKind');
}

const billingText = (row: PolicyRow): string =>
  !row.policy ? '' : row.policy.billing === 'credits' ? translate('validations.billing.creditsEach', { count: row.policy.credits_cost }) : translate('validations.billing.monthly');

export function PolicyEditor({ parkingId }: { parkingId: number }) {
  const { t } = useTranslate();
  const actor = useActorRef(validationPolicyMachine.provide({ actions: { saved: (_, { row }) => showToast({ message: translate('validations.policySaved', { shop: row.shop_name }), color: 'teal' }) } }), {
    input: { parkingId },
  });
  const state = useSelector(actor, (s) => s);
  const { rows, draft, shopId, error, fieldErrors } = state.context;
  const send = actor.send;
  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('loadFailed')) return <TableLoadFailed title={t('validations.policiesLoadFailed')} message={error} onRetry={() => send({ type: 'policy.retryLoad' })} />;
  const editing = state.matches('editing') || state.matches('saving');
  const saving = state.matches('saving');
  const shop = rows.find((r) => r.shop_id === shopId);
  const field = (name: string) => fieldErrors[name]?.[0];
  const whole = (v: string | number): number => (typeof v === 'number' ? v : Number.NaN);
  const change = (c: Partial<PolicyBody>) => send({ type: 'policy.change', change: c });
  return (
    <>
      <TableFrame
        label={t('validations.policies')}
        empty={rows.length === 0 ? t('validations.noShops') : null}
        minWidth={720}
        head={
          <>
            <Table.Th>{t('validations.shop')}</Table.Th>
            <Table.Th>{t('validations.stores')}</Table.Th>
            <Table.Th>{t('validations.allowed')}</Table.Th>
            <Table.Th>{t('validations.billing')}</Table.Th>
            <Table.Th />
          </>
        }
      >
        {rows.map((r) => (
          <Table.Tr key={r.shop_id}>
            <Table.Td>{r.shop_name}</Table.Td>
            <Table.Td>{r.stores.map((s) => s.name).join(', ')}</Table.Td>
            <Table.Td>
              {r.policy?.active ? <Badge color="teal" variant="light" mr="xs">{t('validations.active')}</Badge> : null}
              {allowedText(r)}
            </Table.Td>
            <Table.Td>{billingText(r)}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => send({ type: 'policy.edit', shopId: r.shop_id })} aria-label={t('validations.editOf', { shop: r.shop_name })}>
                {t('validations.edit')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </TableFrame>
      <Modal opened={editing} onClose={() => !saving && send({ type: 'policy.cancel' })} title={t('validations.policyOf', { shop: shop?.shop_name ?? '' })}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'policy.save' });
          }}
        >
          <Stack gap="sm">
            <Switch label={t('validations.mayValidate')} checked={draft.active} onChange={(e) => change({ active: e.currentTarget.checked })} disabled={saving} />
            <Text size="sm" c="dimmed">{t('validations.zeroNotAllowed')}</Text>
            <NumberInput label={t('validations.maxMinutes')} value={draft.max_minutes} onChange={(v) => change({ max_minutes: whole(v) })} allowDecimal={false} allowNegative={false} error={field('max_minutes')} disabled={saving} />
            <MoneyInput label={t('validations.maxFixed')} value={draft.max_fixed_cents / 100} onChange={(v) => change({ max_fixed_cents: typeof v === 'number' ? Math.round(v * 100) : Number.NaN })} error={field('max_fixed_cents')} disabled={saving} withAsterisk={false} />
            <NumberInput label={t('validations.maxPercent')} value={draft.max_percent} onChange={(v) => change({ max_percent: whole(v) })} allowDecimal={false} allowNegative={false} max={100} suffix=" %" error={field('max_percent')} disabled={saving} />
            <Select
              label={t('validations.billing')}
              data={VALIDATION_BILLINGS.map((b) => ({ value: b, label: t(`validations.billing.${b}`) }))}
              value={draft.billing}
              onChange={(v) => v && change({ billing: v as (typeof VALIDATION_BILLINGS)[number] })}
              allowDeselect={false}
              error={field('billing')}
              disabled={saving}
            />
            {draft.billing === 'credits' ? (
              <NumberInput label={t('validations.creditsCost')} description={t('validations.creditsCostHint')} value={draft.credits_cost} onChange={(v) => change({ credits_cost: whole(v) })} allowDecimal={false} allowNegative={false} min={1} error={field('credits_cost')} disabled={saving} />
            ) : null}
            {error && Object.keys(fieldErrors).length === 0 ? <Alert color="red" role="alert">{error}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => send({ type: 'policy.cancel' })} disabled={saving}>{t('common.cancel')}</Button>
              <Button type="submit" loading={saving} disabled={!validPolicy(draft)}>{t('validations.save')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
