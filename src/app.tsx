// Providers and the route table; nothing else composes features (docs/architecture.md). The session chart gets its
// navigation, notices and reload here, and the shared failure handler is installed here.
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useTranslate } from './i18n/use-translate';
import { SessionContext } from './machines/session/session.context';
import { sessionMachine } from './machines/session/session.machine';
import { selectModule } from './machines/session/session.selectors';
import { ROUTES } from './routes';
import { setFailureHandler } from './services/http';
import { loadSession } from './services/session-store';
import { STORAGE_KEYS } from './storage/browser-storage';
import { showErrorNotice, showToast, TOAST_MS } from './ui/components/notices';
import { actorOptions } from './ui/inspector';
import { contrastVariables, moduleTheme } from './ui/shell/module-theme';
import { RouteView } from './ui/shell/route-view';

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

const sessionLogic = sessionMachine.provide({
  actions: {
    navigateTo: (_, { to }) => navigate(to),
    leaveLotsPage: () => {
      if (window.location.pathname === '/lots') navigate('/dashboard');
    },
    notify: (_, { message }) => showToast({ message, color: 'teal' }),
    reload: () => window.location.reload(),
    // Loaded on demand: the realtime client stays out of the sign-in route's bundle.
    closeRealtime: () => void import('./services/realtime').then(({ disconnectRealtime }) => disconnectRealtime()),
  },
});

/** Every failed call ends here (spec 1 §8): 'Unauthenticated' ends the session, anything else is a notice. */
function FailureHandler() {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    setFailureHandler(({ error, quiet }) => {
      if (quiet) return;
      if (error.unauthenticated) session.send({ type: 'session.expire' });
      else showErrorNotice(error.message);
    });
    return () => setFailureHandler(() => {});
  }, [session]);
  return null;
}

/** The primary colour follows the active module. */
function ThemedByModule({ children }: { children: ReactNode }) {
  const module = SessionContext.useSelector(selectModule);
  const { t } = useTranslate();
  const closeLabel = t('common.closeDialog');
  const theme = useMemo(() => moduleTheme(module, closeLabel), [module, closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={contrastVariables} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={TOAST_MS} limit={5} />
      {children}
    </MantineProvider>
  );
}

export function App() {
  return (
    <SessionContext.Provider logic={sessionLogic} options={{ input: { stored: loadSession() }, ...actorOptions() }}>
      <FailureHandler />
      <ThemedByModule>
        <RouteView routes={ROUTES} />
      </ThemedByModule>
    </SessionContext.Provider>
  );
}
