// The signed-in layout (spec 1 §2.2): top bar, sidebar by module, page content with a 200 ms transition.
// Lazy-loaded, so the sign-in route never pulls it. A salesman's console holds their online state (spec 1 §2.3).
import { AppShell, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { SessionContext } from '../../machines/session/session.context';
import { selectModule, selectMustChangePassword, selectProvider } from '../../machines/session/session.selectors';
import { InstallPrompt } from './install-prompt';
import { CommandPalette } from './palette/command-palette';
import { PasswordChangeForm } from './password-change-form';
import { ContextSwitchers } from './sidebar/context-switchers';
import { SidebarFooter } from './sidebar/sidebar-footer';
import { SidebarMenu } from './sidebar/sidebar-menu';
import { UserCard } from './sidebar/user-card';
import { OpenToRequestsLink } from './salesman-online/online-toggle';
import { SalesmanOnlineProvider } from './salesman-online/salesman-online-provider';
import { StoreSelectDialog } from './store-select-dialog';
import { TopBar } from './top-bar';
import { VersionNotice } from './version-notice';

export default function Layout({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const { t } = useTranslate();
  const [navOpened, nav] = useDisclosure(false);
  const provider = SessionContext.useSelector(selectProvider);
  const module = SessionContext.useSelector(selectModule);
  const mustChangePassword = SessionContext.useSelector(selectMustChangePassword);

  return (
    <SalesmanOnlineProvider>
      <AppShell header={{ height: 60 }} navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
        <AppShell.Header>
          <TopBar provider={provider} navOpened={navOpened} onToggleNav={nav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="md" aria-label={t('layout.sidebar')}>
          <AppShell.Section>
            <Stack gap="sm" mb="md">
              <UserCard />
              <ContextSwitchers />
              <OpenToRequestsLink />
            </Stack>
          </AppShell.Section>
          <AppShell.Section grow component={ScrollArea}>
            {module ? <SidebarMenu module={module} onNavigate={nav.close} /> : null}
          </AppShell.Section>
          <AppShell.Section pt="md">
            <SidebarFooter />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main>
          <div key={mustChangePassword ? 'password' : pageKey} className="nexo-page">
            {mustChangePassword ? <PasswordChangeForm /> : children}
          </div>
        </AppShell.Main>
      </AppShell>
      <StoreSelectDialog />
      <CommandPalette />
      <VersionNotice />
      <InstallPrompt />
    </SalesmanOnlineProvider>
  );
}
