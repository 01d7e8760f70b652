// The offer form over the workspace (spec 3 §3 Offer, §5 confirmation with the product and the total), on the
// offer-form chart: the fields, the confirmation, the outcome ("Too late!", no credits, another refusal). A sent
// offer goes to the workspace (`onSent`), which closes the form.
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { OfferAnswer, StoreRequest } from '../../../contracts/shopping.struct';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { offerFormMachine } from '../../../machines/offer-form/offer-form.machine';
import { confirmedTotal, fieldProblem } from '../../../machines/offer-form/offer-form.selectors';
import type { OfferField } from '../../../machines/offer-form/offer-rules';

type OfferFormModalProps = { branchId: number; request: StoreRequest; offerCredits: number; onSent: (answer: OfferAnswer) => void; onClose: () => void };

const FIELDS: readonly { field: OfferField; label: 'toGo.product' | 'toGo.price' | 'toGo.discount' | 'toGo.discountMinutes' | 'toGo.expiresMinutes' }[] = [
  { field: 'product', label: 'toGo.product' },
  { field: 'price', label: 'toGo.price' },
  { field: 'discount', label: 'toGo.discount' },
  { field: 'discountMinutes', label: 'toGo.discountMinutes' },
  { field: 'expiresMinutes', label: 'toGo.expiresMinutes' },
];

export function OfferFormModal({ branchId, request, offerCredits, onSent, onClose }: OfferFormModalProps) {
  const { t } = useTranslate();
  const actor = useActorRef(offerFormMachine.provide({ actions: { sent: (_, { answer }) => onSent(answer) } }), { input: { branchId, request, offerCredits } });
  const state = useSelector(actor, (s) => s);
  const c = state.context;
  const problem = (field: OfferField) => {
    const p = fieldProblem(c, field);
    if (!p) return undefined;
    if ('refusal' in p) return p.refusal;
    return t(`toGo.rule.${p.rule.rule}`, { min: p.rule.min, max: p.rule.max });
  };
  const close = <Button variant="default" onClick={onClose}>{t('toGo.close')}</Button>;
  const total = confirmedTotal(c, new Date());

  const body = () => {
    if (state.matches('tooLate')) {
      return (
        <Stack>
          <Alert color="orange" role="alert" title={t('toGo.tooLate')}>{t('toGo.tooLateText')}</Alert>
          <Group justify="flex-end">{close}</Group>
        </Stack>
      );
    }
    if (state.matches('noCredits')) {
      return (
        <Stack>
          <Alert color="red" role="alert" title={t('toGo.noCredits')}>{t('toGo.noCreditsText')}</Alert>
          <Group justify="flex-end">{close}</Group>
        </Stack>
      );
    }
    if (state.matches('refused')) {
      return (
        <Stack>
          <Alert color="red" role="alert" title={t('toGo.refused')}>{c.error}</Alert>
          <Group justify="flex-end">
            {close}
            <Button onClick={() => actor.send({ type: 'offer.back' })}>{t('toGo.back')}</Button>
          </Group>
        </Stack>
      );
    }
    if ((state.matches('confirming') || state.matches('sending') || state.matches('sent')) && c.body && total !== null) {
      const busy = !state.matches('confirming');
      return (
        <Stack>
          <Text fw={500}>{t('toGo.confirmQuestion')}</Text>
          <Text data-testid="offer-confirm-product">{c.body.product}</Text>
          <Text data-testid="offer-confirm-total">{t('toGo.total', { total: formatMoney(total) })}</Text>
          <Text size="sm" c="dimmed">{t('toGo.spends', { count: c.offerCredits })}</Text>
          <Group justify="flex-end">
            <Button variant="default" disabled={busy} onClick={() => actor.send({ type: 'offer.back' })}>{t('toGo.back')}</Button>
            <Button loading={busy} onClick={() => actor.send({ type: 'offer.confirm' })}>{t('toGo.confirm')}</Button>
          </Group>
        </Stack>
      );
    }
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'offer.review' });
        }}
      >
        <Stack>
          {FIELDS.map(({ field, label }) => (
            <TextInput
              key={field}
              label={t(label)}
              value={c.form[field]}
              inputMode={field === 'product' ? 'text' : 'decimal'}
              error={problem(field)}
              onChange={(e) => actor.send({ type: 'offer.change', field, value: e.currentTarget.value })}
            />
          ))}
          <Group justify="flex-end">
            {close}
            <Button type="submit">{t('toGo.send')}</Button>
          </Group>
        </Stack>
      </form>
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('toGo.offerTitle', { name: request.customer_name })} closeOnClickOutside={false}>
      {body()}
    </Modal>
  );
}
