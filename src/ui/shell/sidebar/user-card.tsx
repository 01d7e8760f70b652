// Who is signed in and where: the user's name cut to 18 characters, the lot or shop's to 20 (spec 1 §2.2).
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot, selectActiveShop, selectActiveStore, selectUserName } from '../../../machines/session/session.selectors';
import { truncate } from '../../components/truncate';

export const USER_NAME_MAX = 18;
export const PLACE_NAME_MAX = 20;

export function UserCard() {
  const name = SessionContext.useSelector(selectUserName);
  const lot = SessionContext.useSelector(selectActiveLot);
  const shop = SessionContext.useSelector(selectActiveShop);
  const store = SessionContext.useSelector(selectActiveStore);
  const place = lot?.name ?? store?.name ?? shop?.name ?? null;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar radius="xl" color="initials" name={name} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} title={name} data-testid="user-name">{truncate(name, USER_NAME_MAX)}</Text>
        {place ? <Text size="xs" c="dimmed" title={place} data-testid="place-name">{truncate(place, PLACE_NAME_MAX)}</Text> : null}
      </Stack>
    </Group>
  );
}
