// The embedded Pusher Channels protocol v7 server (docs/realtime.md): websocket upgrades at /app/{key} on the
// HTTP server it is attached to (the app's own port), public, private and presence channels, ping/pong both
// ways, and every message of the app's publisher delivered to the sockets subscribed to its channel. One
// malformed frame closes that socket only. Presence rosters are this process's own sockets (docs/realtime.md).
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Publisher, RealtimeMessage } from './publisher';
import { ACTIVITY_TIMEOUT_S, CLOSE, isChannelName, isPresenceChannel, isPrivateChannel, newSocketId, PROTOCOL_VERSION, verifyChannelAuth } from './pusher-protocol';

export type PusherServerOptions = {
  key: string;
  secret: string;
  publisher: Publisher;
  /** Silence (ms) after which the server pings a socket; default the protocol's 120 s. */
  activityTimeoutMs?: number;
  /** How long (ms) a ping waits for any answer before the socket closes with 4201; default 30 s. */
  pongTimeoutMs?: number;
  log?: { info: (msg: string) => void; warn: (obj: object, msg: string) => void };
  /** A user's last socket left a presence channel (not while the server shuts down: consoles reconnect after). */
  onMemberRemoved?: (channel: string, userId: string) => void;
};

export type PusherServer = {
  /** Open sockets, and sockets subscribed to `channel`. */
  connections: () => number;
  subscribers: (channel: string) => number;
  /** The user ids present on a presence channel (each once, however many sockets). */
  members: (channel: string) => string[];
  /** Closes every socket (1001) and refuses further upgrades (503); the HTTP server itself is the caller's to close. */
  close: () => Promise<void>;
};

/** `presence`: the user id this socket is on each presence channel as. */
type Connection = { ws: WebSocket; socketId: string; channels: Set<string>; presence: Map<string, string>; lastSeen: number; pingedAt: number | null };
/** A presence channel's users: their `user_info` and how many of their sockets are subscribed. */
type Roster = Map<string, { info: unknown; sockets: number }>;
type Member = { id: string; info: unknown };

/** Pusher's limits: a user id of at most 128 characters; channel_data a little over its 1 KB user object. */
const MAX_USER_ID = 128;
const MAX_CHANNEL_DATA = 2048;

/** A socket that falls this far behind (bytes queued) is closed: it reconnects and its tiles reload. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/** Any other upgrade path is refused: the socket gets this answer and is closed. */
const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';
const CLOSING = 'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

function refuseUpgrade(socket: Duplex, answer: string): void {
  socket.once('finish', () => socket.destroy());
  socket.end(answer);
}

/** Serves the protocol on `server`'s own port: it takes the upgrades at /app/{key} and refuses every other one. */
export function attachPusherServer(server: http.Server, opts: PusherServerOptions): PusherServer {
  const activityMs = opts.activityTimeoutMs ?? ACTIVITY_TIMEOUT_S * 1000;
  const pongMs = opts.pongTimeoutMs ?? 30_000;
  const channels = new Map<string, Set<Connection>>();
  const rosters = new Map<string, Roster>();
  const open = new Set<Connection>();
  let closing = false;

  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    if (closing) return refuseUpgrade(socket, CLOSING);
    let key: string;
    let protocol: string | null;
    try {
      const url = new URL(req.url ?? '/', 'http://realtime');
      const match = /^\/app\/([^/]+)$/.exec(url.pathname);
      if (!match) throw new Error('not /app/{key}');
      key = decodeURIComponent(match[1]);
      protocol = url.searchParams.get('protocol');
    } catch {
      return refuseUpgrade(socket, NOT_FOUND);
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, key, protocol));
  };
  server.on('upgrade', onUpgrade);

  function send(ws: WebSocket, event: string, data: unknown, channel?: string): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data }));
  }

  /** Refuses with `pusher:error` and the close code, as Pusher does (a close reason holds 123 bytes at most). */
  function refuse(ws: WebSocket, code: number, message: string): void {
    send(ws, 'pusher:error', { code, message });
    ws.close(code, Buffer.from(message).subarray(0, 120).toString());
  }

  function accept(ws: WebSocket, key: string, protocol: string | null): void {
    ws.on('error', () => {}); // ws closes the socket itself (bad frame, oversize); nothing else to do
    if (key !== opts.key) return refuse(ws, CLOSE.appNotFound, `App key ${key.slice(0, 40)} does not exist`);
    const version = protocol === null ? PROTOCOL_VERSION : Number(protocol);
    if (!Number.isInteger(version) || version < 5 || version > PROTOCOL_VERSION) return refuse(ws, CLOSE.unsupportedProtocol, 'Unsupported protocol version');

    const conn: Connection = { ws, socketId: newSocketId(), channels: new Set(), presence: new Map(), lastSeen: Date.now(), pingedAt: null };
    open.add(conn);
    ws.on('message', (raw, isBinary) => onMessage(conn, raw, isBinary));
    ws.on('close', () => {
      open.delete(conn);
      for (const channel of conn.channels) leave(conn, channel);
    });
    send(ws, 'pusher:connection_established', JSON.stringify({ socket_id: conn.socketId, activity_timeout: Math.max(1, Math.round(activityMs / 1000)) }));
  }

  function join(conn: Connection, channel: string): void {
    conn.channels.add(channel);
    let members = channels.get(channel);
    if (!members) channels.set(channel, (members = new Set()));
    members.add(conn);
  }

  function leave(conn: Connection, channel: string): void {
    conn.channels.delete(channel);
    const members = channels.get(channel);
    members?.delete(conn);
    if (members && members.size === 0) channels.delete(channel);
    leaveRoster(conn, channel);
  }

  /** Internal events go to every socket of the channel but `except`, their data as JSON text like Pusher's. */
  function tell(channel: string, event: string, data: unknown, except?: Connection): void {
    for (const other of channels.get(channel) ?? []) if (other !== except) send(other.ws, event, JSON.stringify(data), channel);
  }

  /** A user's first socket on the channel adds them (member_added to the others); further sockets only count. */
  function joinRoster(conn: Connection, channel: string, member: Member): void {
    if (conn.presence.get(channel) === member.id) return;
    leaveRoster(conn, channel);
    let roster = rosters.get(channel);
    if (!roster) rosters.set(channel, (roster = new Map()));
    conn.presence.set(channel, member.id);
    const present = roster.get(member.id);
    if (present) {
      present.sockets++;
      return;
    }
    roster.set(member.id, { info: member.info, sockets: 1 });
    tell(channel, 'pusher_internal:member_added', { user_id: member.id, user_info: member.info }, conn);
  }

  /** The user's last socket leaving removes them (member_removed to the sockets that stay). */
  function leaveRoster(conn: Connection, channel: string): void {
    const userId = conn.presence.get(channel);
    if (userId === undefined) return;
    conn.presence.delete(channel);
    const roster = rosters.get(channel);
    const present = roster?.get(userId);
    if (!roster || !present) return;
    if (--present.sockets > 0) return;
    roster.delete(userId);
    if (roster.size === 0) rosters.delete(channel);
    tell(channel, 'pusher_internal:member_removed', { user_id: userId }, conn);
    if (!closing) opts.onMemberRemoved?.(channel, userId);
  }

  function presenceData(channel: string) {
    const roster = rosters.get(channel) ?? new Map();
    const hash = Object.fromEntries([...roster].map(([id, { info }]) => [id, info]));
    return { presence: { ids: [...roster.keys()], hash, count: roster.size } };
  }

  function onMessage(conn: Connection, raw: RawData, isBinary: boolean): void {
    conn.lastSeen = Date.now();
    conn.pingedAt = null;
    const message = isBinary ? null : parseFrame(raw);
    if (!message) return refuse(conn.ws, CLOSE.invalidMessage, 'Invalid message format');
    const { event, data } = message;
    switch (event) {
      case 'pusher:ping':
        return send(conn.ws, 'pusher:pong', {});
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(conn, data);
      case 'pusher:unsubscribe': {
        const channel = field(data, 'channel');
        if (channel === null) return refuse(conn.ws, CLOSE.invalidMessage, 'Invalid message format');
        return leave(conn, channel);
      }
      default:
        if (event.startsWith('client-')) send(conn.ws, 'pusher:error', { code: 4301, message: 'Client events are not enabled.' });
    }
  }

  function subscribe(conn: Connection, data: unknown): void {
    const channel = field(data, 'channel');
    if (channel === null) return refuse(conn.ws, CLOSE.invalidMessage, 'Invalid message format');
    const fail = (status: number, error: string) => send(conn.ws, 'pusher:subscription_error', { type: 'AuthError', error, status }, channel);
    if (!isChannelName(channel)) return fail(400, 'Invalid channel name.');
    const badSignature = () => {
      opts.log?.warn({ channel, socketId: conn.socketId }, 'realtime: refused a subscription with a bad signature');
      return fail(403, 'Invalid signature.');
    };
    if (isPresenceChannel(channel)) {
      // The signature covers channel_data, so the user id and info are the ones the server signed.
      const channelData = field(data, 'channel_data');
      if (channelData === null || !verifyChannelAuth(opts.key, opts.secret, conn.socketId, channel, field(data, 'auth'), channelData)) return badSignature();
      const member = parseMember(channelData);
      if (!member) return fail(400, 'Invalid channel_data.');
      join(conn, channel);
      joinRoster(conn, channel, member);
      return send(conn.ws, 'pusher_internal:subscription_succeeded', JSON.stringify(presenceData(channel)), channel);
    }
    if (isPrivateChannel(channel) && !verifyChannelAuth(opts.key, opts.secret, conn.socketId, channel, field(data, 'auth'))) return badSignature();
    join(conn, channel);
    send(conn.ws, 'pusher_internal:subscription_succeeded', '{}', channel);
  }

  function deliver(message: RealtimeMessage): void {
    const members = channels.get(message.channel);
    if (!members || members.size === 0) return;
    // Encoded once for every socket of the channel.
    const frame = Buffer.from(JSON.stringify({ event: message.event, channel: message.channel, data: JSON.stringify(message.data) }));
    for (const conn of members) {
      if (conn.ws.readyState !== WebSocket.OPEN) continue;
      if (conn.ws.bufferedAmount > MAX_BUFFERED) {
        conn.ws.close(4100, 'Over capacity');
        continue;
      }
      conn.ws.send(frame, { binary: false });
    }
  }
  const unsubscribe = opts.publisher.subscribe(deliver);

  // Keep-alive: ping a socket silent for activity_timeout; close it (4201) when the ping goes unanswered.
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const conn of open) {
        if (conn.pingedAt !== null) {
          if (now - conn.pingedAt > pongMs) conn.ws.close(CLOSE.pongNotReceived, 'Pong reply not received');
        } else if (now - conn.lastSeen > activityMs) {
          conn.pingedAt = now;
          send(conn.ws, 'pusher:ping', {});
        }
      }
    },
    Math.max(20, Math.min(1000, Math.min(activityMs, pongMs) / 4)),
  );
  sweep.unref();

  opts.log?.info(`realtime: Pusher protocol ${PROTOCOL_VERSION} at /app/{key} on the server's port`);

  return {
    connections: () => open.size,
    subscribers: (channel) => channels.get(channel)?.size ?? 0,
    members: (channel) => [...(rosters.get(channel)?.keys() ?? [])],
    close: async () => {
      closing = true;
      unsubscribe();
      clearInterval(sweep);
      for (const conn of open) conn.ws.close(1001, 'Server shutting down');
      // Sockets that do not finish the closing handshake promptly are cut.
      const cut = setTimeout(() => {
        for (const conn of open) conn.ws.terminate();
      }, 1000);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      clearTimeout(cut);
    },
  };
}

/** A frame is a JSON object with a text `event`; anything else is malformed. */
function parseFrame(raw: RawData): { event: string; data: unknown } | null {
  try {
    const value: unknown = JSON.parse(Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : raw.toString());
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { event, data } = value as { event?: unknown; data?: unknown };
    return typeof event === 'string' ? { event, data } : null;
  } catch {
    return null;
  }
}

/** channel_data's member: `{user_id, user_info?}`, the id text (or a whole number, as some servers sign it). */
function parseMember(channelData: string): Member | null {
  if (channelData.length > MAX_CHANNEL_DATA) return null;
  try {
    const value: unknown = JSON.parse(channelData);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { user_id: raw, user_info: info } = value as { user_id?: unknown; user_info?: unknown };
    const id = typeof raw === 'string' ? raw : Number.isSafeInteger(raw) ? String(raw) : '';
    return id.length > 0 && id.length <= MAX_USER_ID ? { id, info: info ?? null } : null;
  } catch {
    return null;
  }
}

/** A text field of the event's data, which clients send as an object (or, some, as JSON text). */
function field(data: unknown, name: string): string | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'string' ? found : null;
}
