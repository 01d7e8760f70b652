// Admin: Gifts Credits (/admin/gifts, nexo.gifts; issue 20), driven by the admin-gift chart: find active stores of
// any brand by their name or their brand's, choose them, say how many credits each receives and why, Give (asked
// first). The stores' ledgers show each gift with its reason; Gifts Credits Users lists them.
import { Alert, Button, CloseButton, Group, Loader, Modal, NumberInput, Paper, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { GIFT_RULES } from '../../../contracts/admin-gifts.struct';
import { MAX_CREDITS } from '../../../contracts/credits.struct';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { giftMachine } from '../../../machines/admin-editor/admin-gift/admin-gift.machine';
import { emptyGift, type GiftValues } from '../../../machines/admin-editor/admin-gift/gift-form';
import { showToast } from '../../components/notices';
import { fieldMessage } from '../../components/validation';

export default function GiftsScreen() {
  const { t } = useTranslate();
  const form = useForm<GiftValues>({ mode: 'controlled', initialValues: emptyGift() });
  const gift = useActorRef(
    giftMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message, color: 'teal' }),
        given: () => form.setValues(emptyGift()),
      },
    }),
  );
  const state = useSelector(gift, (s) => s);
  const { q, options, searchError, chosen, problems, fieldErrors, error, values } = state.context;
  const giving = state.matches({ form: 'giving' });
  const editing = state.matches({ form: 'editing' });
  const errorOf = (field: string, label: MessageKey) => fieldErrors[field]?.[0] ?? (problems[field] ? fieldMessage(problems[field], label) : undefined);
  const storesError = fieldErrors.branch_ids?.[0] ?? (problems.branch_ids ? t('adminGifts.noneChosen') : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    gift.send({ type: 'gift.give', values: form.getValues() });
  };
  const credits = values.credits === '' ? 0 : values.credits;

  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.giftsCredits')}</Title>
      <Text c="dimmed">{t('adminGifts.intro')}</Text>
      <Group align="flex-start" grow preventGrowOverflow={false}>
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('adminGifts.found')}>
          <Stack gap="sm">
            <TextInput label={t('adminGifts.search')} placeholder={t('adminGifts.searchPlaceholder')} value={q} onChange={(e) => gift.send({ type: 'gift.search', q: e.currentTarget.value })} />
            {state.matches({ picker: 'searching' }) ? <Group role="status"><Loader size="sm" /></Group> : null}
            {state.matches({ picker: 'failed' }) ? (
              <Alert color="red" role="alert" title={t('adminGifts.searchFailed')}>
                <Stack gap="xs">
                  <Text size="sm">{searchError}</Text>
                  <Button w="fit-content" onClick={() => gift.send({ type: 'gift.retrySearch' })}>{t('common.retry')}</Button>
                </Stack>
              </Alert>
            ) : null}
            {state.matches({ picker: 'ready' }) && options.length === 0 ? <Text size="sm" c="dimmed">{t('adminGifts.noneFound')}</Text> : null}
            {state.matches({ picker: 'ready' }) && options.length > 0 ? (
              <Table aria-label={t('adminGifts.found')}>
                <Table.Tbody>
                  {options.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        <Text size="sm">{s.name}</Text>
                        <Text size="xs" c="dimmed">{s.shop_name}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('adminGifts.chooseOf', { name: s.name })}
                          disabled={!editing || chosen.some((c) => c.id === s.id)}
                          onClick={() => gift.send({ type: 'gift.choose', store: s })}
                        >
                          {t('adminGifts.choose')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('adminGifts.chosen')}>
          <form noValidate onSubmit={submit}>
            <Stack gap="sm">
              {error ? <Alert color="red" role="alert">{error}</Alert> : null}
              <Text fw={500} size="sm">{t('adminGifts.chosen')}</Text>
              {chosen.length === 0 ? <Text size="sm" c={storesError ? 'red' : 'dimmed'}>{storesError ?? t('adminGifts.noneChosen')}</Text> : null}
              {chosen.map((s) => (
                <Group key={s.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">{s.name} · {s.shop_name}</Text>
                  <CloseButton aria-label={t('adminGifts.removeOf', { name: s.name })} disabled={!editing} onClick={() => gift.send({ type: 'gift.unchoose', id: s.id })} />
                </Group>
              ))}
              {chosen.length > 0 && storesError ? <Text size="sm" c="red" role="alert">{storesError}</Text> : null}
              <NumberInput
                label={t('adminGifts.credits')}
                withAsterisk
                min={1}
                max={MAX_CREDITS}
                allowDecimal={false}
                allowNegative={false}
                disabled={giving}
                value={form.values.credits}
                onChange={(v) => form.setFieldValue('credits', typeof v === 'number' ? v : '')}
                error={errorOf('credits', 'adminGifts.credits')}
                w={200}
              />
              <Textarea
                label={t('adminGifts.note')}
                placeholder={t('adminGifts.notePlaceholder')}
                withAsterisk
                maxLength={GIFT_RULES.noteMax}
                rows={2}
                disabled={giving}
                {...form.getInputProps('note')}
                error={errorOf('note', 'adminGifts.note')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={giving}>{t('adminGifts.give')}</Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Group>
      <Modal opened={state.matches({ form: 'confirming' })} onClose={() => gift.send({ type: 'gift.cancel' })} title={t('adminGifts.confirmTitle')} centered size="sm">
        <Text size="sm" mb="md">{t('adminGifts.confirmText', { count: chosen.length, credits, total: credits * chosen.length })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => gift.send({ type: 'gift.cancel' })}>{t('common.cancel')}</Button>
          <Button onClick={() => gift.send({ type: 'gift.confirm' })}>{t('adminGifts.confirm')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
