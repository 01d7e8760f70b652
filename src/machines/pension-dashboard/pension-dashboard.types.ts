// Pension dashboard chart types (spec 2 §2-4, §7, §9), in the order a reader needs them: context, input,
// events, actor contracts.
import type { Access } from '../../contracts/access.struct';
import type { PensionEvent, PensionEventsAnswer, PensionPeriod, PensionTotals } from '../../contracts/pension-dashboard.struct';
import type { RealtimeEvent } from '../../services/realtime';

// ---- Context -------------------------------------------------------------------------------------------
/** The event whose picture the modal shows; `picture` stays null while it loads and when there is none. */
export type ImageView = { event: PensionEvent; picture: string | null };

export type PensionDashboardContext = {
  lotId: number;
  period: PensionPeriod;
  /** Loaded events, newest first (by id), without duplicates. */
  events: PensionEvent[];
  totals: PensionTotals;
  /** The id to ask the next page with; null once the oldest page is loaded. */
  last: number | null;
  /** Something happened on the lot while a page was on its way: the newest page is read again after it. */
  stale: boolean;
  /** The fuzzy search text; it filters the loaded events (a selector), it never queries. */
  search: string;
  error: string | null;
  accesses: Access[];
  /** Each access map's SVG text by its path; null when it could not be read. */
  maps: Record<string, string | null>;
  image: ImageView | null;
};

// ---- Input ---------------------------------------------------------------------------------------------
export type PensionDashboardInput = { lotId: number; period?: PensionPeriod };

// ---- Events --------------------------------------------------------------------------------------------
export type PensionDashboardEvent =
  | { type: 'pensionDashboard.period'; period: PensionPeriod }
  /** The list's end came into view (or 'Load more' was pressed). */
  | { type: 'pensionDashboard.more' }
  | { type: 'pensionDashboard.retry' }
  | { type: 'pensionDashboard.search'; text: string }
  | { type: 'pensionDashboard.openImage'; id: number }
  | { type: 'pensionDashboard.closeImage' }
  | RealtimeEvent;

// ---- Actors --------------------------------------------------------------------------------------------
export type LoadPageInput = { lotId: number; period: PensionPeriod; last: number | null };
export type LoadPageOutput = PensionEventsAnswer;
export type LoadAccessesOutput = { accesses: Access[]; maps: Record<string, string | null> };
export type LoadImageInput = { lotId: number; image: string };
