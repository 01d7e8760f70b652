// The reply time remaining of a customer's request (spec 3 §3 Offer "reply time remaining"): the countdown to its
// expires_at, as h:mm:ss (or m:ss under an hour), or null once it has passed.
export function timeLeft(expiresAt: string, now: Date): string | null {
  const seconds = Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000);
  if (!(seconds > 0)) return null;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
