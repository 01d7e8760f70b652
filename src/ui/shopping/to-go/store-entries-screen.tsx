// /store/{id} (spec 1 §2.1 "Salesman store entries"): the requests that entered one of the salesman's stores, named
// in the address: the store becomes the session's active store (as the store dropdown does) and its workspace
// shows. A store that is not the salesman's says so and leads back to the workspace.
import { Alert, Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import type { ScreenProps } from '../../screen.types';
import ShoppingToGoScreen from './shopping-to-go-screen';

export default function StoreEntriesScreen({ params }: ScreenProps) {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const storeId = Number(params.id);
  const known = SessionContext.useSelector((s) => s.context.stores.some((store) => store.id === storeId));
  const active = SessionContext.useSelector((s) => s.context.activeStoreId === storeId);
  useEffect(() => {
    if (known && !active) session.send({ type: 'session.selectStore', storeId });
  }, [known, active, storeId, session]);

  if (!known) {
    return (
      <Stack>
        <Title order={1}>{t('page.store')}</Title>
        <Alert color="yellow" role="alert">
          {t('toGo.notYourStore')}{' '}
          <Anchor component={Link} href="/shopping-to-go">{t('page.shoppingToGo')}</Anchor>
        </Alert>
      </Stack>
    );
  }
  if (!active) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('toGo.loading')} />
      </Group>
    );
  }
  return <ShoppingToGoScreen />;
}
