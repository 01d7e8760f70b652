// The test DOM (happy-dom) lays nothing out: what Mantine measures with is stubbed (matchMedia matching nothing, a
// ResizeObserver that never reports, scrollIntoView doing nothing; mantinedev/vite-template).
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { getLocale } from '../../src/i18n/i18n';
import { stubApi } from './api-stub';
import { englishIn } from './spanish';

// No test reaches a network: every call gets a 404 unless the test stubs an answer.
beforeEach(() => {
  stubApi();
});

afterEach(() => {
  // Whatever a test leaves on screen in Spanish has no English word (tests/ui/spanish.ts).
  const english = getLocale() === 'es' ? englishIn(document.body) : [];
  cleanup();
  // The notifications' store lives in @mantine/notifications, loaded once per worker (vite.config.ts): a toast
  // left by one test must not show in the next.
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
  expect(english, 'English words on a Spanish screen').toEqual([]);
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
