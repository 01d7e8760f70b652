// A fake /api/ for component tests: answers by "METHOD path", 404 for anything else, and records calls.
import { vi } from 'vitest';

export type Reply = { status: number; body: unknown };
export const reply = (body: unknown, status = 200): Reply => ({ status, body });

export type ApiCall = { method: string; path: string; headers: Headers; body: unknown };

export function stubApi(answers: Record<string, Reply> = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.replace(/^.*?\/api\//, '').split('?')[0];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, path, headers: new Headers(init?.headers), body });
    const answer = answers[`${method} ${path}`] ?? reply({ message: 'Not Found' }, 404);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
