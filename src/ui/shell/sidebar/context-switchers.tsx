// Dropdowns that switch the active shopping session, shopping-to-go store or parking lot (spec 1 §2.2):
// each is shown only when there is more than one to choose from.
import { Select, Stack } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import type { MessageKey } from '../../../i18n/i18n';

type Option = { id: number; name: string };

function Switcher({ label, options, active, onPick }: { label: MessageKey; options: Option[]; active: number | null; onPick: (id: number) => void }) {
  const { t } = useTranslate();
  if (options.length <= 1) return null;
  return (
    <Select
      label={t(label)}
      placeholder={t('context.choose')}
      data={options.map((o) => ({ value: String(o.id), label: o.name }))}
      value={active === null ? null : String(active)}
      onChange={(value) => value !== null && onPick(Number(value))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      size="xs"
    />
  );
}

export function ContextSwitchers() {
  const session = SessionContext.useActorRef();
  const context = SessionContext.useSelector((s) => s.context);
  return (
    <Stack gap="xs">
      <Switcher label="context.lot" options={context.lots} active={context.activeLotId} onPick={(lotId) => session.send({ type: 'session.selectLot', lotId })} />
      <Switcher label="context.shop" options={context.shops} active={context.activeShopId} onPick={(shopId) => session.send({ type: 'session.selectShop', shopId })} />
      <Switcher label="context.store" options={context.stores} active={context.activeStoreId} onPick={(storeId) => session.send({ type: 'session.selectStore', storeId })} />
    </Stack>
  );
}
