// The screen tests share a worker thread's DOM (happy-dom) and its loaded packages (React, Mantine, Testing Library) across
// files (isolate: false in vite.config.ts): a fresh thread per file re-imported them, about half the layer's
// time. What a file must not inherit is reset here, first of the setup files: our own modules are evaluated
// again, so each file's vi.mock (kept per file by vitest, its cached mock dropped when registered again) meets
// fresh importers; clocks are real again. What the packages keep (the notifications' store) and the page
// (cleanup, localStorage, stubbed globals) are reset after each test in tests/ui/setup.ts.
import { vi } from 'vitest';

vi.useRealTimers();
vi.resetModules();
