// The Stately inspector (`?inspect` or localStorage nexo.inspect=1): loaded on demand, so it costs nothing
// otherwise. Every actor the console starts takes `actorOptions()`, and its children inherit the inspection.
import type { InspectionEvent, Observer } from 'xstate';
import { readItem, STORAGE_KEYS } from '../storage/browser-storage';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspect: Inspect | undefined;

export function inspectorWanted(): boolean {
  const query = new URLSearchParams(window.location.search);
  return query.has('inspect') || readItem(STORAGE_KEYS.inspect) === '1';
}

/** Opens the inspector window; call before the first actor starts. */
export async function startInspector(): Promise<void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

export function actorOptions(): { inspect?: Inspect } {
  return inspect ? { inspect } : {};
}
