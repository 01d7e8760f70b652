// The test render helper: Mantine in test mode (no transitions or portals) around the component, and a
// session actor built from the given input and stub actors.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render as rtlRender, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionContext } from '../../src/machines/session/session.context';
import { sessionMachine } from '../../src/machines/session/session.machine';
import type { StoredSession } from '../../src/services/session-store';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <Notifications />
      {children}
    </MantineProvider>
  );
}

export function render(ui: ReactElement): RenderResult {
  return rtlRender(ui, { wrapper: Providers });
}

type SessionRenderOptions = {
  path?: string;
  stored?: StoredSession | null;
  logic?: typeof sessionMachine;
};

/** Renders `ui` inside a memory router and a session actor; returns the router's history too. */
export function renderWithSession(ui: ReactElement, { path = '/', stored = null, logic = sessionMachine }: SessionRenderOptions = {}) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SessionContext.Provider logic={logic} options={{ input: { stored } }}>
        {ui}
      </SessionContext.Provider>
    </Router>,
  );
  return { ...result, location };
}
