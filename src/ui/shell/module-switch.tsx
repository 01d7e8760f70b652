// The nexo admin's module tabs (spec 1 §2.5): choosing one sets the theme colour and the sidebar module.
import type { Module } from '../../contracts/menu.struct';
import { useTranslate } from '../../i18n/use-translate';
import { SessionContext } from '../../machines/session/session.context';
import { selectModule } from '../../machines/session/session.selectors';
import { ModuleTabs, type ModuleTab } from '../components/module-tabs/module-tabs';
import { MODULE_COLORS } from './module-theme';

const SWITCHABLE: readonly Module[] = ['nexo', 'salesman', 'shopping', 'parking'];
const isModule = (value: string): value is Module => (SWITCHABLE as readonly string[]).includes(value);

export function ModuleSwitch() {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const module = SessionContext.useSelector(selectModule) ?? 'nexo';
  const tabs: ModuleTab[] = [
    { value: 'nexo', label: t('module.nexo'), color: MODULE_COLORS.nexo },
    { value: 'salesman', label: t('module.shoppingToGo'), color: MODULE_COLORS.salesman },
    { value: 'shopping', label: t('module.shopping'), color: MODULE_COLORS.shopping },
    { value: 'parking', label: t('module.parking'), color: MODULE_COLORS.parking },
    // Big Data is known by label only (spec 1 §1): shown, not selectable.
    { value: 'bigdata', label: t('module.bigData'), color: MODULE_COLORS.bigdata, disabled: true },
  ];
  return (
    <ModuleTabs
      tabs={tabs}
      active={module}
      ariaLabel={t('module.switch')}
      onChange={(value) => isModule(value) && session.send({ type: 'session.switchModule', module: value })}
    />
  );
}
