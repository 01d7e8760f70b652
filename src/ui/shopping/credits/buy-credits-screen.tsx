// /credits/buy (issue 17 item 5; spec 3 §2 buy-credits flow, §4 Payment flow, §5, §8, §9), driven by the
// payment-retry chart: the package, who receives the credits (the pool across the owner's stores, or one store,
// with the spec's warnings), the card (or a new one in the card editor), the CVV, "Waiting for your bank...", then
// accepted, or declined with the spec's text and ({num}/3), change method or cancel.
import { Alert, Button, Checkbox, Group, Loader, Modal, Paper, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { StoredCard } from '../../../contracts/cards.struct';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { canPay, chosenCard, chosenPackage, MAX_TRIES, poolAllowed } from '../../../machines/payment-retry/payment-rules';
import { cardOwnerOf, paymentRetryMachine } from '../../../machines/payment-retry/payment-retry.machine';
import { SessionContext } from '../../../machines/session/session.context';
import type { CreditsOwner } from '../../../services/credits.api';
import { CardEditor } from '../cards/card-editor';
import { CreditsHealth } from './credits-badge';
import { useCreditsOwner } from './credits-owner';

const cardLabel = (t: ReturnType<typeof useTranslate>['t'], c: StoredCard) => t('credits.cardLabel', { nickname: c.nickname, brand: c.brand === 'visa' ? 'Visa' : 'Mastercard', last: c.last_digits });

function BuyFlow({ owner }: { owner: CreditsOwner }) {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    paymentRetryMachine.provide({
      actions: {
        creditsChanged: (_, { balances }) => session.send({ type: 'session.creditsChanged', shopId: owner.shopId, balances }),
        leave: () => navigate('/dashboard'),
      },
    }),
    { input: { owner } },
  );
  const state = useSelector(actor, (s) => s);
  const c = state.context;
  const [cvv, setCvv] = useState('');
  const [adding, setAdding] = useState(false);
  const pkg = chosenPackage(c, c);
  const card = chosenCard(c, c);
  const tryLabel = t('credits.try', { num: Math.max(c.tries, 1) });
  const cancel = <Button variant="default" onClick={() => actor.send({ type: 'buy.cancel' })}>{t('credits.cancel')}</Button>;
  const retryButtons = (
    <Group>
      {c.tries < MAX_TRIES ? (
        <>
          <Button onClick={() => actor.send({ type: 'buy.retry' })}>{t('credits.tryAgain')}</Button>
          <Button variant="light" onClick={() => actor.send({ type: 'buy.changeMethod' })}>{t('credits.changeMethod')}</Button>
        </>
      ) : null}
      {cancel}
    </Group>
  );

  if (state.matches('loading')) return <Group><Loader size="sm" /><Text>{t('credits.loading')}</Text></Group>;
  if (state.matches('loadFailed')) {
    return (
      <Alert color="red" role="alert" title={t('credits.loadFailed')}>
        <Stack gap="xs">
          <Text size="sm">{c.error}</Text>
          <Button w="fit-content" onClick={() => actor.send({ type: 'buy.retryLoad' })}>{t('credits.retryLoad')}</Button>
        </Stack>
      </Alert>
    );
  }

  if (state.matches('choosing')) {
    const poolRefused = c.recipients.kind === 'pool' && pkg !== null && !poolAllowed(pkg);
    // A package for one store only (not bulk) offers no pool; choosing it while the pool is chosen picks one store.
    const poolOffered = pkg === null || pkg.bulk;
    const choosePackage = (packageId: number) => {
      actor.send({ type: 'buy.choosePackage', packageId });
      const chosen = c.packages.find((p) => p.id === packageId);
      if (chosen && !chosen.bulk && c.recipients.kind === 'pool') actor.send({ type: 'buy.chooseRecipients', kind: 'store', branchIds: c.recipients.branchIds.slice(0, 1) });
    };
    return (
      <Stack>
        <Radio.Group label={t('credits.package')} value={String(c.packageId ?? '')} onChange={(v) => choosePackage(Number(v))}>
          <Stack gap="xs" mt="xs">
            {c.packages.map((p) => (
              <Radio
                key={p.id}
                value={String(p.id)}
                label={`${p.name} · ${t('credits.packageCredits', { credits: p.credits })}${p.gift_credits > 0 ? ` ${t('credits.packageGift', { gift: p.gift_credits })}` : ''} · ${formatMoney(p.price_cents)}`}
                description={poolAllowed(p) ? t('credits.transferable') : t('credits.singleStoreOnly')}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t('credits.recipients')}
          value={c.recipients.kind}
          onChange={(v) => actor.send({ type: 'buy.chooseRecipients', kind: v === 'pool' ? 'pool' : 'store', branchIds: v === 'pool' ? c.stores.map((s) => s.id) : c.recipients.branchIds.slice(0, 1) })}
        >
          <Group mt="xs">
            {poolOffered ? <Radio value="pool" label={t('credits.pool')} /> : null}
            <Radio value="store" label={t('credits.oneStore')} />
          </Group>
        </Radio.Group>
        {c.recipients.kind === 'store' ? (
          <Select
            label={t('credits.store')}
            data={c.stores.map((s) => ({ value: String(s.id), label: t('credits.storeBalance', { name: s.name, total: s.total }) }))}
            value={c.recipients.branchIds.length > 0 ? String(c.recipients.branchIds[0]) : null}
            onChange={(v) => actor.send({ type: 'buy.chooseRecipients', kind: 'store', branchIds: v ? [Number(v)] : [] })}
            allowDeselect={false}
            w={320}
          />
        ) : (
          <Checkbox.Group
            label={t('credits.poolStores')}
            value={c.recipients.branchIds.map(String)}
            onChange={(v) => actor.send({ type: 'buy.chooseRecipients', kind: 'pool', branchIds: v.map(Number) })}
          >
            <Stack gap="xs" mt="xs">
              {c.stores.map((s) => <Checkbox key={s.id} value={String(s.id)} label={t('credits.storeBalance', { name: s.name, total: s.total })} />)}
            </Stack>
          </Checkbox.Group>
        )}
        {poolRefused ? <Alert color="orange">{t('credits.poolNeedsTransferable')}</Alert> : null}
        <Alert color="yellow" title={t('credits.warningNonRefundable')}>
          {c.recipients.kind === 'store' ? t('credits.warningSingleStore') : t('credits.warningPool')}
        </Alert>
        <Group align="flex-end">
          {c.cards.length > 0 ? (
            <Select
              label={t('credits.card')}
              data={c.cards.map((k) => ({ value: String(k.id), label: cardLabel(t, k) }))}
              value={c.cardId === null ? null : String(c.cardId)}
              onChange={(v) => v && actor.send({ type: 'buy.chooseCard', cardId: Number(v) })}
              allowDeselect={false}
              w={360}
            />
          ) : (
            <Text size="sm">{t('credits.noCards')}</Text>
          )}
          <Button variant="light" onClick={() => setAdding(true)}>{t('credits.addCard')}</Button>
        </Group>
        <Modal opened={adding} onClose={() => setAdding(false)} title={t('credits.addCardTitle')} size="xl">
          <CardEditor
            owner={cardOwnerOf(owner)}
            onSaved={(saved) => {
              actor.send({ type: 'buy.cardAdded', card: saved });
              setAdding(false);
            }}
          />
        </Modal>
        {pkg ? <Text fw={600}>{t('credits.total')}: {formatMoney(pkg.price_cents)}</Text> : null}
        <Group>
          <Button disabled={!canPay(c, c)} onClick={() => actor.send({ type: 'buy.pay' })}>{t('credits.pay')}</Button>
          {cancel}
        </Group>
      </Stack>
    );
  }

  if (state.matches('confirmingCvv') || state.matches('ticketing')) {
    const busy = state.matches('ticketing');
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'buy.confirmCvv', cvv });
          setCvv('');
        }}
      >
        <Stack>
          <Title order={2} size="h4">{t('credits.cvvTitle')}</Title>
          <Text size="sm">{t('credits.cvvHint', { card: card ? cardLabel(t, card) : '' })}</Text>
          <TextInput
            label={t('credits.cvv')}
            value={cvv}
            onChange={(e) => setCvv(e.currentTarget.value.replace(/\D/g, '').slice(0, 3))}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            w={120}
            disabled={busy}
            error={c.error === 'cvv' ? t('credits.cvvInvalid') : null}
          />
          {c.error && c.error !== 'cvv' ? <Alert color="red" role="alert">{c.error}</Alert> : null}
          {pkg ? <Text fw={600}>{t('credits.total')}: {formatMoney(pkg.price_cents)} {c.tries > 0 ? t('credits.try', { num: c.tries + 1 }) : ''}</Text> : null}
          <Group>
            <Button type="submit" loading={busy}>{t('credits.confirm')}</Button>
            <Button variant="light" disabled={busy} onClick={() => actor.send({ type: 'buy.changeMethod' })}>{t('credits.changeMethod')}</Button>
            {busy ? null : cancel}
          </Group>
          {busy ? <Text size="sm" role="status">{t('credits.checkingCvv')}</Text> : null}
        </Stack>
      </form>
    );
  }

  if (state.matches('processing') || state.matches('awaitingBank') || state.matches('checking')) {
    return (
      <Group role="status" data-testid="payment-processing">
        <Loader size="sm" />
        <Text>{t('credits.processing')} {tryLabel}</Text>
      </Group>
    );
  }

  if (state.matches('declined')) {
    return (
      <Alert color="red" role="alert" title={`${t('credits.declinedTitle')} ${tryLabel}`} data-testid="payment-declined">
        <Stack gap="sm">
          <Text size="sm">{t('credits.declined')}</Text>
          {c.tries >= MAX_TRIES ? <Text size="sm">{t('credits.noTriesLeft')}</Text> : null}
          {retryButtons}
        </Stack>
      </Alert>
    );
  }

  if (state.matches('failed')) {
    return (
      <Alert color="orange" role="alert" title={`${t('credits.failedTitle')} ${tryLabel}`}>
        <Stack gap="sm">
          <Text size="sm">{c.error ?? t('credits.failed')}</Text>
          {retryButtons}
        </Stack>
      </Alert>
    );
  }

  if (state.matches('accepted') && c.purchase && c.balances) {
    // The stores this screen buys for (a manager's: theirs only) with their new balances.
    const mine = c.balances.stores.filter((s) => c.stores.some((x) => x.id === s.id));
    return (
      <Stack>
        <Alert color="green" title={t('credits.acceptedTitle')} data-testid="payment-accepted">
          {t('credits.accepted', { credits: c.purchase.credits + c.purchase.gift_credits, total: mine.reduce((sum, s) => sum + s.total, 0) })}
        </Alert>
        <Stack gap="xs">
          {mine.map((s) => (
            <Group key={s.id} gap="sm">
              <Text size="sm">{s.name}</Text>
              <CreditsHealth total={s.total} />
            </Group>
          ))}
        </Stack>
        <Button w="fit-content" onClick={() => actor.send({ type: 'buy.again' })}>{t('credits.buyAgain')}</Button>
      </Stack>
    );
  }
  return null;
}

export default function BuyCreditsScreen() {
  const { t } = useTranslate();
  const view = useCreditsOwner('shopping.creditsbuy');
  const owner = view?.owner ?? null;
  return (
    <Stack>
      <Title order={1} size="h2">{t('page.creditsBuy')}</Title>
      {view?.storePicker}
      <Paper withBorder radius="md" p="md">
        {owner ? <BuyFlow key={`${owner.shopId}-${owner.branchId ?? 'shop'}`} owner={owner} /> : <Text>{t('credits.noShop')}</Text>}
      </Paper>
    </Stack>
  );
}
