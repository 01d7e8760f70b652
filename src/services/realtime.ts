// The realtime channel (docs/realtime.md): one pusher-js connection, configured from GET /api/config,
// authorised at /api/broadcasting/auth with the session's bearer token and locale. pusher-js reconnects and
// resubscribes by itself; `channelEvents` hands a channel's events to a chart as an actor, and tells it when
// a resubscription follows a lost connection, so that a tile reloads what it may have missed.
import Pusher, { type Channel, type Options, type PresenceChannel } from 'pusher-js';
import { fromCallback, type EventObject } from 'xstate';
import type { RealtimeSettings } from '../contracts/context.struct';
import { socketAddress, type PageAddress } from '../domain/realtime/socket-address';
import { getLocale } from '../i18n/i18n';
import { fetchConfig } from './context.api';
import { accessToken } from './session-store';

export const AUTH_ENDPOINT = '/api/broadcasting/auth';

export type RealtimeEvent = { type: 'realtime.event'; event: string; data: unknown } | { type: 'realtime.reconnected' };

/** pusher-js options for the server's settings; a null wsHost or wsPort means the page's own host or port. */
export function realtimeOptions(settings: RealtimeSettings, page: PageAddress = window.location): Options {
  return {
    cluster: 'nexo', // required by pusher-js, unused once wsHost is given
    ...socketAddress(settings, page),
    forceTLS: settings.forceTLS,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: AUTH_ENDPOINT,
      transport: 'ajax',
      // Read at each authorisation: the token of whoever is signed in now.
      headersProvider: () => {
        const headers: Record<string, string> = { 'X-Locale': getLocale(), Accept: 'application/json' };
        const token = accessToken();
        if (token) headers.Authorization = `Bearer ${token}`;
        return headers;
      },
    },
  };
}

type Connector = () => Promise<Pusher>;

let connection: Promise<Pusher> | null = null;
let connector: Connector = async () => {
  const { realtime } = await fetchConfig();
  return new Pusher(realtime.key, realtimeOptions(realtime));
};
/** How many actors listen to each channel: the channel is left when the last one stops. */
const listeners = new Map<string, number>();

/** Tests put a client of their own here (pusher-js in Node, or a fake). */
export function setRealtimeConnector(next: Connector): void {
  disconnectRealtime();
  connector = next;
}

function connect(): Promise<Pusher> {
  if (!connection) {
    connection = connector().catch((err: unknown) => {
      connection = null; // the next actor tries again
      throw err;
    });
  }
  return connection;
}

/** Closes the connection (sign-out): the next subscriber connects again with the new session. */
export function disconnectRealtime(): void {
  const current = connection;
  connection = null;
  listeners.clear();
  current?.then((pusher) => pusher.disconnect()).catch(() => {});
}

type Binding = readonly [event: string, handler: (data: unknown) => void];

/**
 * Subscribes to `channelName` (shared with every other actor on it) and binds `bindings(channel)`; returns the
 * release, which unbinds them and leaves the channel when no actor listens any more.
 */
function listen(channelName: string, bindings: (channel: Channel) => Binding[]): () => void {
  let stopped = false;
  let release = () => {};
  connect().then(
    (pusher) => {
      if (stopped) return;
      const channel: Channel = pusher.channel(channelName) ?? pusher.subscribe(channelName);
      listeners.set(channelName, (listeners.get(channelName) ?? 0) + 1);
      const bound = bindings(channel);
      for (const [event, handler] of bound) channel.bind(event, handler);
      release = () => {
        for (const [event, handler] of bound) channel.unbind(event, handler);
        const left = (listeners.get(channelName) ?? 1) - 1;
        if (left > 0) listeners.set(channelName, left);
        else {
          listeners.delete(channelName);
          pusher.unsubscribe(channelName);
        }
      };
    },
    () => {
      // No realtime (offline, config unreadable): the screens still load on their own; nothing to send.
    },
  );
  return () => {
    stopped = true;
    release();
  };
}

/**
 * An actor (invoke or spawn it with `src: 'channelEvents'`) that sends its parent
 * `{ type: 'realtime.event', event, data }` for each of `eventNames` on `channelName` (or on each of several
 * channels), and `{ type: 'realtime.reconnected' }` when a channel is subscribed again after a lost connection.
 */
export function channelEvents(channelName: string | readonly string[], eventNames: readonly string[]) {
  const names = typeof channelName === 'string' ? [channelName] : channelName;
  return fromCallback<EventObject>(({ sendBack }) => {
    const releases = names.map((name) => listenTo(name, eventNames, sendBack));
    return () => {
      for (const release of releases) release();
    };
  });
}

/**
 * `channelEvents` for a callback actor of a chart's own: hands `sendBack` each of `eventNames` on `channelName`
 * and the reconnections; returns the release.
 */
export function listenTo(channelName: string, eventNames: readonly string[], sendBack: (event: RealtimeEvent) => void): () => void {
  return listen(channelName, (channel) => {
    // pusher-js resubscribes after every reconnection; each subscription after the first means "reload".
    let subscribedOnce = channel.subscribed;
    const onSubscribed = () => {
      if (subscribedOnce) sendBack({ type: 'realtime.reconnected' } satisfies RealtimeEvent);
      subscribedOnce = true;
    };
    return [
      ...eventNames.map((event): Binding => [event, (data) => sendBack({ type: 'realtime.event', event, data } satisfies RealtimeEvent)]),
      ['pusher:subscription_succeeded', onSubscribed],
    ];
  });
}

export type PresenceEvent = { type: 'presence.members'; ids: number[] };

/**
 * An actor that sends its parent `{ type: 'presence.members', ids }` with the user ids present on the presence
 * channel `channelName` when it is subscribed and after each member who comes or goes.
 */
export function presenceMembers(channelName: string) {
  return fromCallback<EventObject>(({ sendBack }) =>
    listen(channelName, (channel) => {
      const members = (channel as PresenceChannel).members;
      const send = () => {
        const ids: number[] = [];
        members.each((member: { id: string }) => {
          const id = Number(member.id);
          if (Number.isInteger(id)) ids.push(id);
        });
        sendBack({ type: 'presence.members', ids } satisfies PresenceEvent);
      };
      // Another actor subscribed it already: no subscription_succeeded will come for this one.
      if (channel.subscribed) send();
      return [
        ['pusher:subscription_succeeded', send],
        ['pusher:member_added', send],
        ['pusher:member_removed', send],
      ];
    }),
  );
}
