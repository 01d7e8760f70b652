// The realtime channel's authorisation call (POST /api/broadcasting/auth), as pusher-js sends it and reads it.
import { object, pattern, size, string, type Infer } from 'superstruct';

export const BroadcastAuthBody = object({
  socket_id: pattern(string(), /^\d+\.\d+$/),
  channel_name: size(pattern(string(), /^[A-Za-z0-9_\-=@,.;]+$/), 1, 200),
});
export type BroadcastAuthBody = Infer<typeof BroadcastAuthBody>;

export const BroadcastAuthAnswer = object({ auth: string() });
export type BroadcastAuthAnswer = Infer<typeof BroadcastAuthAnswer>;
