// A raw websocket client of the embedded Pusher server for the server tests (tests/server/realtime*.test.ts):
// it keeps every frame, so a test waits for the one it expects, or sees that none came.
import { WebSocket } from 'ws';

export type Frame = { event: string; channel?: string; data?: unknown };

/** A raw websocket client that keeps every frame it receives, so a test can wait for the one it expects. */
export class Client {
  readonly ws: WebSocket;
  readonly frames: Frame[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  async next(event: string, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((f) => f.event === event);
      if (index >= 0) return this.frames.splice(index, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(event: string, data: unknown): void {
    this.ws.send(JSON.stringify({ event, data }));
  }

  /** Connects and answers the socket id of pusher:connection_established. */
  async socketId(): Promise<string> {
    const frame = await this.next('pusher:connection_established');
    return (JSON.parse(frame.data as string) as { socket_id: string }).socket_id;
  }

  /** A ping answered: every frame the server sent before it has arrived. */
  async settle(): Promise<void> {
    this.send('pusher:ping', {});
    await this.next('pusher:pong');
  }
}
