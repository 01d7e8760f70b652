// One module's menu for the command palette, read by the sidebar's own menu chart (GET menus/{module}); renders
// nothing and hands the entries up once read. A failed read leaves that module's screens out of the palette (the
// sidebar says why for the active module).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { MenuItem, Module } from '../../../contracts/menu.struct';
import { menuMachine } from '../../../machines/menu/menu.machine';

type Props = { module: Module; onRead: (module: Module, items: MenuItem[]) => void };

export function ModuleMenu({ module, onRead }: Props) {
  const menu = useActorRef(menuMachine, { input: { module } });
  const items = useSelector(menu, (s) => (s.matches('loaded') ? s.context.items : null));
  useEffect(() => {
    if (items) onRead(module, items);
  }, [items, module, onRead]);
  return null;
}
