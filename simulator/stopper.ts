// How a live run stops: Ctrl+C (the caller's AbortSignal) or a failure that ends it. Every wait of the run
// (parked cars, customers waiting for an operator, gates in warning, open barriers) ends early at the stop.
// A busy lot holds dozens of such waits at once, so they share ONE listener on the caller's signal: a
// listener each would pile up on it (Node warns past 10 with MaxListenersExceededWarning).

export type Stopper = {
  readonly stopped: boolean;
  stop: () => void;
  /** Calls `hook` at the stop (at once when already stopped); the function returned unregisters it. */
  onStop: (hook: () => void) => () => void;
  /** Resolves after `ms`, or at the stop, whichever comes first. */
  sleep: (ms: number) => Promise<void>;
  /** The run is over: takes the listener off the caller's signal. */
  dispose: () => void;
};

export function stopper(signal: AbortSignal): Stopper {
  const hooks = new Set<() => void>();
  let stopped = signal.aborted;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    signal.removeEventListener('abort', stop);
    for (const hook of hooks) hook();
    hooks.clear();
  };
  if (!stopped) signal.addEventListener('abort', stop, { once: true });
  const onStop = (hook: () => void) => {
    if (stopped) {
      hook();
      return () => {};
    }
    hooks.add(hook);
    return () => void hooks.delete(hook);
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      const off = onStop(() => {
        clearTimeout(timer);
        resolve();
      });
      const timer = setTimeout(() => {
        off();
        resolve();
      }, ms);
    });
  return {
    get stopped() {
      return stopped;
    },
    stop,
    onStop,
    sleep,
    dispose: () => signal.removeEventListener('abort', stop),
  };
}
