// The nexo admin's module tabs (spec 1 §2.5): choosing one sets the theme colour and the sidebar module. Only
// the modules the user has can be chosen (issue 20 item 4): the others show, disabled. Big Data is the platform
// statistics (nexo.dashboard).
import type { Module } from '../../contracts/menu.struct';
import { hasModule } from '../../domain/modules/module-access';
import { useTranslate } from '../../i18n/use-translate';
import { SessionContext } from '../../machines/session/session.context';
import { selectModule, selectPermissions } from '../../machines/session/session.selectors';
import { ModuleTabs, type ModuleTab } from '../components/module-tabs/module-tabs';
import { MODULE_COLORS } from './module-theme';

/** The module tabs in their order; the command palette groups the nexo admin's screens by them. */
export const MODULE_TABS = [
  { module: 'nexo', label: 'module.nexo' },
  { module: 'salesman', label: 'module.shoppingToGo' },
  { module: 'shopping', label: 'module.shopping' },
  { module: 'parking', label: 'module.parking' },
  { module: 'bigdata', label: 'module.bigData' },
] as const satisfies readonly { module: Module; label: string }[];

const isTab = (value: string): value is (typeof MODULE_TABS)[number]['module'] => MODULE_TABS.some((tab) => tab.module === value);

export function ModuleSwitch() {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const module = SessionContext.useSelector(selectModule) ?? 'nexo';
  const permissions = SessionContext.useSelector(selectPermissions);
  const tabs: ModuleTab[] = MODULE_TABS.map((tab) => ({ value: tab.module, label: t(tab.label), color: MODULE_COLORS[tab.module], disabled: !hasModule(permissions, tab.module) }));
  return (
    <ModuleTabs
      tabs={tabs}
      active={module}
      ariaLabel={t('module.switch')}
      onChange={(value) => isTab(value) && hasModule(permissions, value) && session.send({ type: 'session.switchModule', module: value })}
    />
  );
}
