// Plans a lot's traffic over a stretch of time: arrivals following a daily curve within each weekday's
// opening hours, stays of realistic lengths, some customers with phones, some pension cars. Pure: the
// same seed and window always give the same plan.
import { TZDate } from '@date-fns/tz';
import type { DeviceConfig } from '../../contracts/devices.struct';
import { logNormal, poisson, type Random } from './random';

export type PlannedVisit = {
  plate: string;
  phone: string | null;
  pension: boolean;
  entryGateId: number;
  exitGateId: number;
  entryAt: Date;
  exitAt: Date;
};

export type TrafficOptions = {
  /** Cars an hour at the busiest hour. */
  peakPerHour: number;
  phoneShare: number;
  pensionShare: number;
  /** Median stay in minutes. */
  medianStay: number;
};

export const DEFAULT_TRAFFIC: TrafficOptions = { peakPerHour: 14, phoneShare: 0.45, pensionShare: 0.08, medianStay: 80 };

/** Share of the peak by local hour: a morning rush, a lunch peak and an evening peak. */
export function hourWeight(hour: number): number {
  const bump = (centre: number, width: number, height: number) => height * Math.exp(-((hour - centre) ** 2) / (2 * width ** 2));
  return Math.min(1, 0.15 + bump(9, 1.5, 0.7) + bump(14, 1.5, 0.85) + bump(19, 1.8, 0.75));
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const plateFor = (random: Random) =>
  `${random.pick([...LETTERS])}${random.pick([...LETTERS])}${random.pick([...LETTERS])}${random.int(1000, 9999)}`;
const phoneFor = (random: Random) => `81${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function planTraffic(lot: DeviceConfig, from: Date, to: Date, random: Random, options: TrafficOptions = DEFAULT_TRAFFIC): PlannedVisit[] {
  const entries = lot.gates.filter((g) => g.type === 1);
  const exits = lot.gates.filter((g) => g.type === 2);
  if (entries.length === 0 || exits.length === 0) return [];
  const visits: PlannedVisit[] = [];
  // Walk whole local hours from `from` to `to`.
  const hourMs = 3_600_000;
  for (let start = Math.floor(from.getTime() / hourMs) * hourMs; start < to.getTime(); start += hourMs) {
    const local = new TZDate(start, lot.time_zone);
    const schedule = lot.schedules.find((s) => s.day === local.getDay());
    const minuteOfDay = local.getHours() * 60 + local.getMinutes();
    if (!schedule || minuteOfDay < minutes(schedule.start) || minuteOfDay >= minutes(schedule.end)) continue;
    const count = poisson(random, options.peakPerHour * hourWeight(local.getHours()));
    for (let i = 0; i < count; i++) {
      const entryAt = new Date(start + Math.floor(random.next() * hourMs));
      if (entryAt < from || entryAt >= to) continue;
      const entry = random.pick(entries);
      const sameAccess = exits.filter((g) => g.access_id === entry.access_id);
      const pension = lot.pension_plates.length > 0 && random.chance(options.pensionShare);
      const stay = Math.min(600, Math.max(5, logNormal(random, pension ? 480 : options.medianStay, 0.7)));
      visits.push({
        plate: pension ? random.pick(lot.pension_plates) : plateFor(random),
        phone: !pension && random.chance(options.phoneShare) ? phoneFor(random) : null,
        pension,
        entryGateId: entry.id,
        exitGateId: random.pick(sameAccess.length > 0 ? sameAccess : exits).id,
        entryAt,
        exitAt: new Date(entryAt.getTime() + Math.round(stay) * 60_000),
      });
    }
  }
  // A pension car cannot be inside twice: keep its first stay among overlapping ones.
  const busyUntil = new Map<string, number>();
  return visits
    .sort((a, b) => a.entryAt.getTime() - b.entryAt.getTime())
    .filter((v) => {
      if ((busyUntil.get(v.plate) ?? 0) > v.entryAt.getTime()) return false;
      busyUntil.set(v.plate, v.exitAt.getTime());
      return true;
    });
}
