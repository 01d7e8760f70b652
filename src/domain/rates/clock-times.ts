// 'HH:mm' times of day as minutes since midnight; '24:00' is the end of the day.
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}
