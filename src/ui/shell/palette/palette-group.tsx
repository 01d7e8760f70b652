// One group of the command palette's entries (screens, lots, pensions, visits). Spotlight draws its label with
// CSS alone; the group role and name give it to screen readers (and to the browser tests) too.
import { Spotlight } from '@mantine/spotlight';
import type { ReactNode } from 'react';

export function PaletteGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Spotlight.ActionsGroup label={label} role="group" aria-label={label}>
      {children}
    </Spotlight.ActionsGroup>
  );
}
