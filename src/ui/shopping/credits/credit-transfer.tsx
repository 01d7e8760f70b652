// "Transfer credits" (issue 17; spec 3 §4, §5), the owner's action on /credits/transactions, driven by the
// credit-transfer chart: the sending store with what it may send (its transferable credits), the receiving store,
// the credits, a confirmation, then the new balances; a toast says what moved and the session's credits (the
// badge, the stores' health) are refreshed. The server's refusals (an inactive sender...) show on their field.
import { Alert, Button, Group, Loader, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { StoreBalance } from '../../../contracts/credits.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { creditTransferMachine } from '../../../machines/credit-transfer/credit-transfer.machine';
import { canTransfer, sendable } from '../../../machines/credit-transfer/transfer-rules';
import { SessionContext } from '../../../machines/session/session.context';
import { showToast } from '../../components/notices';
import { CreditsHealth } from './credits-badge';

const nameOf = (stores: readonly StoreBalance[], id: number | null) => stores.find((s) => s.id === id)?.name ?? '';

/** The transfer form of one shop; `onTransferred` lets the screen read its ledger again. */
export function CreditTransfer({ shopId, onTransferred }: { shopId: number; onTransferred: () => void }) {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const actor = useActorRef(
    creditTransferMachine.provide({
      actions: {
        transferred: ({ context }, { balances, from, to, credits }) => {
          session.send({ type: 'session.creditsChanged', shopId, balances });
          showToast({ message: t('credits.transfer.done', { credits, from: nameOf(context.stores, from), to: nameOf(context.stores, to) }), color: 'teal' });
          onTransferred();
        },
      },
    }),
    { input: { shopId } },
  );
  const state = useSelector(actor, (s) => s);
  const c = state.context;
  const fieldError = (field: string) => c.fieldErrors[field]?.[0] ?? null;

  if (state.matches('loading')) return <Group><Loader size="sm" /><Text>{t('credits.transfer.loading')}</Text></Group>;
  if (state.matches('loadFailed')) {
    return (
      <Alert color="red" role="alert" title={t('credits.transfer.loadFailed')}>
        <Stack gap="xs">
          <Text size="sm">{c.error}</Text>
          <Button w="fit-content" onClick={() => actor.send({ type: 'transfer.retryLoad' })}>{t('credits.retryLoad')}</Button>
        </Stack>
      </Alert>
    );
  }
  const move = { credits: c.credits ?? 0, from: nameOf(c.stores, c.from), to: nameOf(c.stores, c.to) };

  if (state.matches('confirming') || state.matches('sending')) {
    const sending = state.matches('sending');
    return (
      <Stack>
        <Text fw={600}>{t('credits.transfer.confirmTitle', move)}</Text>
        <Group>
          <Button loading={sending} onClick={() => actor.send({ type: 'transfer.confirm' })}>{t('credits.transfer.confirm')}</Button>
          <Button variant="default" disabled={sending} onClick={() => actor.send({ type: 'transfer.back' })}>{t('credits.transfer.back')}</Button>
        </Group>
        {sending ? <Text size="sm" role="status">{t('credits.transfer.sending')}</Text> : null}
      </Stack>
    );
  }

  if (state.matches('sent')) {
    return (
      <Stack>
        <Alert color="green" data-testid="transfer-done">{t('credits.transfer.done', move)}</Alert>
        <Stack gap="xs">
          {c.stores.map((s) => (
            <Group key={s.id} gap="sm">
              <Text size="sm">{s.name}</Text>
              <CreditsHealth total={s.total} />
            </Group>
          ))}
        </Stack>
        <Button w="fit-content" onClick={() => actor.send({ type: 'transfer.again' })}>{t('credits.transfer.again')}</Button>
      </Stack>
    );
  }

  const stores = c.stores.map((s) => ({ value: String(s.id), label: t('credits.transfer.sendable', { name: s.name, count: s.transferable }) }));
  const fieldsFailed = Object.keys(c.fieldErrors).length > 0;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'transfer.submit' });
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">{t('credits.transfer.hint')}</Text>
        <Select
          label={t('credits.transfer.from')}
          data={stores}
          value={c.from === null ? null : String(c.from)}
          onChange={(v) => v && actor.send({ type: 'transfer.from', branchId: Number(v) })}
          allowDeselect={false}
          error={fieldError('from_branch_id')}
        />
        <Select
          label={t('credits.transfer.to')}
          data={c.stores.map((s) => ({ value: String(s.id), label: s.name }))}
          value={c.to === null ? null : String(c.to)}
          onChange={(v) => v && actor.send({ type: 'transfer.to', branchId: Number(v) })}
          allowDeselect={false}
          error={fieldError('to_branch_id')}
        />
        <NumberInput
          label={t('credits.transfer.credits')}
          description={t('credits.transfer.max', { count: sendable(c.stores, c.from) })}
          value={c.credits ?? ''}
          onChange={(v) => actor.send({ type: 'transfer.credits', credits: typeof v === 'number' ? v : null })}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={fieldError('credits')}
          w={200}
        />
        {c.error && !fieldsFailed ? <Alert color="red" role="alert" title={t('credits.transfer.failed')}>{c.error}</Alert> : null}
        <Button type="submit" w="fit-content" disabled={!canTransfer(c.stores, c)}>{t('credits.transfer.submit')}</Button>
      </Stack>
    </form>
  );
}
