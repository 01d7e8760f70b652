// The realtime channel's authorisation call (POST /api/broadcasting/auth), as pusher-js sends it and reads it.
import { object, optional, pattern, size, string, type Infer } from 'superstruct';

export const BroadcastAuthBody = object({
  socket_id: pattern(string(), /^\d+\.\d+$/),
  channel_name: size(pattern(string(), /^[A-Za-z0-9_\-=@,.;]+$/), 1, 200),
});
export type BroadcastAuthBody = Infer<typeof BroadcastAuthBody>;

/** `channel_data` for a presence channel only: JSON text `{"user_id": "<id>", "user_info": {"name": "…"}}`, signed with `auth`. */
export const BroadcastAuthAnswer = object({ auth: string(), channel_data: optional(string()) });
export type BroadcastAuthAnswer = Infer<typeof BroadcastAuthAnswer>;
