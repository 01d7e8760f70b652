// Who is signed in and where: the user's name cut to 18 characters, the lot or shop's to 20, and on the shopping
// side the credits badge (spec 1 §2.2).
// Clicking it (or Enter, Space) opens the edit-profile modal (spec 1 §2.3), loaded the first time it opens. Its
// name is what it shows followed by "Edit your profile" (the visible words belong in the accessible name).
import { Avatar, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot, selectActiveShop, selectActiveStore, selectProvider, selectUserName } from '../../../machines/session/session.selectors';
import { truncate } from '../../components/truncate';
import { CreditsBadge } from '../../shopping/credits/credits-badge';
import { LiveCredits } from '../../shopping/credits/live-credits';

const ProfileModal = lazy(() => import('../profile/profile-modal'));

export const USER_NAME_MAX = 18;
export const PLACE_NAME_MAX = 20;

export function UserCard() {
  const { t } = useTranslate();
  const name = SessionContext.useSelector(selectUserName);
  const lot = SessionContext.useSelector(selectActiveLot);
  const shop = SessionContext.useSelector(selectActiveShop);
  const store = SessionContext.useSelector(selectActiveStore);
  const provider = SessionContext.useSelector(selectProvider);
  const userId = SessionContext.useSelector((s) => s.context.auth?.user_id ?? null);
  const [profileOpen, setProfileOpen] = useState(false);
  const place = lot?.name ?? store?.name ?? shop?.name ?? null;
  // The shopping side's credits (spec 1 §2.2): the salesman's store's, or the owner's or manager's shop's.
  const credits = store?.credits?.total ?? shop?.credits?.total ?? null;
  return (
    <>
      <UnstyledButton onClick={() => setProfileOpen(true)} title={t('profile.open')} disabled={provider === null || userId === null} style={{ borderRadius: 8 }}>
        <Group gap="sm" wrap="nowrap">
          <Avatar radius="xl" color="initials" name={name} aria-hidden="true" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} title={name} data-testid="user-name">{truncate(name, USER_NAME_MAX)}</Text>
            {place ? <Text size="xs" c="dimmed" title={place} data-testid="place-name">{truncate(place, PLACE_NAME_MAX)}</Text> : null}
            {credits !== null ? <CreditsBadge total={credits} /> : null}
            <VisuallyHidden>{t('profile.open')}</VisuallyHidden>
            {credits !== null ? <LiveCredits kind={store ? 'salesman' : 'shop'} storeIds={store ? [store.id] : (shop?.branchs.map((b) => b.id) ?? [])} /> : null}
          </Stack>
        </Group>
      </UnstyledButton>
      {profileOpen && provider !== null && userId !== null ? (
        <Suspense fallback={null}>
          <ProfileModal provider={provider} userId={userId} onClose={() => setProfileOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
