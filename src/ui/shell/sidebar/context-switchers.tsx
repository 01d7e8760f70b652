// Dropdowns that switch the active shopping session, shopping-to-go store or parking lot (spec 1 §2.2):
// each is shown only when there is more than one to choose from. Each shop and store shows its logo and prefix
// (spec 1 §3 Session per module: id, name, prefix, url_logo).
import { Avatar, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import type { MessageKey } from '../../../i18n/i18n';
import { StoredImage } from '../../components/stored-image';

type Option = { id: number; name: string; prefix?: string; url_logo?: string | null };

/** The logo (read behind the token when it is one of our files), else the prefix's first letters. */
function OptionLogo({ option }: { option: Option }) {
  const initials = <Avatar size={20} radius="sm" color="gray">{(option.prefix ?? option.name).slice(0, 2)}</Avatar>;
  const address = option.url_logo;
  if (!address) return initials;
  if (!address.startsWith('/api/')) return <Avatar size={20} radius="sm" src={address} alt="" />;
  return <StoredImage key={address} address={address} alt="" fallback={initials} render={(url) => <Avatar size={20} radius="sm" src={url} alt="" />} />;
}

function OptionLabel({ option }: { option: Option }) {
  return (
    <Group gap={6} wrap="nowrap">
      <OptionLogo option={option} />
      <Text size="xs" truncate>
        {option.name}
      </Text>
      {option.prefix && (
        <Text size="xs" c="dimmed">
          {option.prefix}
        </Text>
      )}
    </Group>
  );
}

function Switcher({ label, options, active, onPick }: { label: MessageKey; options: Option[]; active: number | null; onPick: (id: number) => void }) {
  const { t } = useTranslate();
  if (options.length <= 1) return null;
  const byId = new Map(options.map((o) => [String(o.id), o]));
  const chosen = active === null ? undefined : byId.get(String(active));
  const branded = options.some((o) => o.prefix !== undefined || o.url_logo);
  return (
    <Select
      label={t(label)}
      placeholder={t('context.choose')}
      data={options.map((o) => ({ value: String(o.id), label: o.name }))}
      renderOption={branded ? ({ option }) => <OptionLabel option={byId.get(option.value) ?? { id: 0, name: option.label }} /> : undefined}
      leftSection={branded && chosen ? <OptionLogo option={chosen} /> : undefined}
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
