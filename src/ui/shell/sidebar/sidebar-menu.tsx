// Loads the active module's menu and shows it with loading, empty and error states.
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Module } from '../../../contracts/menu.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { menuMachine } from '../../../machines/menu/menu.machine';
import { SessionContext } from '../../../machines/session/session.context';
import { selectHasActivePlace, selectPermissions } from '../../../machines/session/session.selectors';
import { actorOptions } from '../../inspector';
import { visibleMenu } from './menu-filter';
import { MenuTree } from './menu-tree';

export function SidebarMenu({ module, onNavigate }: { module: Module; onNavigate?: () => void }) {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const menu = useActorRef(
    menuMachine.provide({ actions: { permissionsRead: (_, { permissions }) => session.send({ type: 'session.permissionsChanged', permissions }) } }),
    { input: { module }, ...actorOptions() },
  );
  const state = useSelector(menu, (s) => s);
  const permissions = SessionContext.useSelector(selectPermissions);
  const hasActivePlace = SessionContext.useSelector(selectHasActivePlace);

  useEffect(() => {
    if (menu.getSnapshot().context.module !== module) menu.send({ type: 'menu.load', module });
  }, [menu, module]);

  if (state.matches('loading')) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('menu.loading')}>
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} h={32} />)}
      </Stack>
    );
  }
  if (state.matches('failed')) {
    return (
      <Alert color="red" title={t('menu.failed')}>
        <Text size="sm" mb="xs">{state.context.error}</Text>
        <Button size="xs" variant="light" onClick={() => menu.send({ type: 'menu.retry' })}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  const items = visibleMenu(state.context.items, permissions);
  if (items.length === 0) return <Text size="sm" c="dimmed">{t('menu.empty')}</Text>;
  return <MenuTree items={items} hasActivePlace={hasActivePlace} onNavigate={onNavigate} />;
}
