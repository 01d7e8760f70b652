// npm run dev: the API in watch mode on API_PORT (default 8080) and Vite's dev server (5173) proxying /api to it.
// The console is Vite's page, so the server is told so in PUBLIC_URL: its banner and mailed links name 5173,
// not the API's port (whose build of the console in dist/ may be stale or missing).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const consoleUrl = process.env.PUBLIC_URL ?? 'http://localhost:5173';
console.log(`npm run dev: the console at ${consoleUrl} (Vite), the API on port ${apiPort} (API_PORT) in watch mode\n`);
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort, PUBLIC_URL: consoleUrl } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
