import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './ui/shell/shell.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { getLocale } from './i18n/i18n';
import { inspectorWanted, startInspector } from './ui/inspector';

async function start(): Promise<void> {
  document.documentElement.lang = getLocale();
  if (inspectorWanted()) await startInspector();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  // No StrictMode: its double mount would start the charts' one-shot calls twice (a reset token is single-use).
  createRoot(root).render(<App />);
  // The service worker makes the console installable (spec 2 §2 install prompt); dev servers skip it.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  }
}

void start();
