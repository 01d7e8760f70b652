// /shopping-to-go (issue 19; spec 1 §2.1, §2.2; spec 3 §2 Clerk menu): the salesman's workspace for the active
// store, on the request-workspace chart: the modules as tabs (Pending, In progress, I'm here, Sales), the store's
// credits badge, the list and the selected request, the dismissal's confirmation and the offer form.
import { Alert, Button, Grid, Group, Loader, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { WORKSPACE_VIEWS, type WorkspaceView } from '../../../contracts/shopping.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { liveWorkspaceActors, requestWorkspaceMachine } from '../../../machines/request-workspace/request-workspace.machine';
import { outOfCredits, selectedRequest } from '../../../machines/request-workspace/request-workspace.selectors';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveStore, selectUserId } from '../../../machines/session/session.selectors';
import { showToast } from '../../components/notices';
import { CreditsBadge } from '../credits/credits-badge';
import { OfferFormModal } from './offer-form-modal';
import { RequestDetail } from './request-detail';
import { RequestList } from './request-list';

function Workspace({ branchId, meId }: { branchId: number; meId: number }) {
  const { t } = useTranslate();
  const actor = useActorRef(
    requestWorkspaceMachine.provide({
      actors: liveWorkspaceActors(branchId),
      actions: {
        offerSent: () => showToast({ message: t('toGo.offerSent'), color: 'green' }),
        dismissed: (_, { kind }) => showToast({ message: t(kind === 'reject' ? 'toGo.rejected' : 'toGo.discarded'), color: 'green' }),
        saleClosed: () => showToast({ message: t('toGo.saleClosed'), color: 'green' }),
      },
    }),
    { input: { branchId } },
  );
  const state = useSelector(actor, (s) => s);
  const c = state.context;
  const request = selectedRequest(c);
  const idle = state.matches({ ready: { ui: 'idle' } });
  const tabsEnabled = idle || state.matches('loadFailed');

  const content = () => {
    if (state.matches('loading')) {
      return (
        <Group aria-busy="true">
          <Loader size="sm" aria-label={t('toGo.loading')} />
          <Text>{t('toGo.loading')}</Text>
        </Group>
      );
    }
    if (state.matches('loadFailed')) {
      return (
        <Alert color="red" role="alert" title={t('toGo.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{c.error}</Text>
            <Button size="xs" onClick={() => actor.send({ type: 'workspace.retry' })}>{t('toGo.retry')}</Button>
          </Stack>
        </Alert>
      );
    }
    return (
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RequestList view={c.view} requests={c.requests} selectedId={c.selectedId} onSelect={(id) => actor.send({ type: 'workspace.select', id })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {request ? (
            <RequestDetail
              branchId={branchId}
              meId={meId}
              request={request}
              idle={idle}
              closingSale={state.matches({ ready: { ui: 'closingSale' } })}
              outOfCredits={outOfCredits(c)}
              onOffer={() => actor.send({ type: 'offer.open' })}
              onDismiss={(kind) => actor.send({ type: 'workspace.dismiss', kind })}
              onSale={() => actor.send({ type: 'workspace.sale' })}
            />
          ) : c.requests.length > 0 ? (
            <Text c="dimmed">{t('toGo.pick')}</Text>
          ) : null}
        </Grid.Col>
      </Grid>
    );
  };

  const confirming = state.matches({ ready: { ui: 'confirmingDismiss' } });
  const dismissing = state.matches({ ready: { ui: 'dismissing' } });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('page.shoppingToGo')}</Title>
        {c.credits !== null ? <CreditsBadge total={c.credits} /> : null}
      </Group>
      <Tabs value={c.view} onChange={(v) => v && actor.send({ type: 'workspace.view', view: v as WorkspaceView })}>
        <Tabs.List>
          {WORKSPACE_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v} disabled={!tabsEnabled && v !== c.view}>{t(`toGo.view.${v}`)}</Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {content()}
      <Modal
        opened={confirming || dismissing}
        onClose={() => actor.send({ type: 'workspace.cancel' })}
        title={t(c.dismissKind === 'reject' ? 'toGo.rejectQuestion' : 'toGo.discardQuestion')}
        withCloseButton={!dismissing}
        closeOnClickOutside={!dismissing}
      >
        <Stack>
          <Text size="sm">{t(c.dismissKind === 'reject' ? 'toGo.rejectText' : 'toGo.discardText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" disabled={dismissing} onClick={() => actor.send({ type: 'workspace.cancel' })}>{t('toGo.no')}</Button>
            <Button color="red" loading={dismissing} onClick={() => actor.send({ type: 'workspace.confirm' })}>{t('toGo.yes')}</Button>
          </Group>
        </Stack>
      </Modal>
      {state.matches({ ready: { ui: 'offering' } }) && c.subject ? (
        <OfferFormModal
          branchId={branchId}
          request={c.subject}
          offerCredits={c.offerCredits ?? 0}
          onSent={(answer) => actor.send({ type: 'offer.sent', answer })}
          onClose={() => actor.send({ type: 'offer.close' })}
        />
      ) : null}
    </Stack>
  );
}

export default function ShoppingToGoScreen() {
  const { t } = useTranslate();
  const store = SessionContext.useSelector(selectActiveStore);
  const meId = SessionContext.useSelector(selectUserId);
  if (!store || meId === null) {
    return (
      <Stack>
        <Title order={1}>{t('page.shoppingToGo')}</Title>
        <Text c="dimmed">{t('toGo.noStore')}</Text>
      </Stack>
    );
  }
  // A new store is a new workspace (its own channel and credits).
  return <Workspace key={store.id} branchId={store.id} meId={meId} />;
}
