// The pension dashboard's calls (spec 2 §7): the newest page of the period's pension events, the page before
// an event (infinite scroll), and an event's picture.
import { PensionEventsAnswer, PensionImageAnswer, type PensionPeriod } from '../contracts/pension-dashboard.struct';
import { apiCall } from './http';

const base = (lotId: number) => `parkings/${lotId}/dashboards/pensions`;

/** The newest 50 events of the period; with `last`, the 50 before that event. */
export function fetchPensionEvents(lotId: number, period: PensionPeriod, last: number | null = null): Promise<PensionEventsAnswer> {
  const path = `${base(lotId)}/search/type/${period}`;
  return apiCall(PensionEventsAnswer, last === null ? path : `${path}/last_item/${last}`);
}

/** Only an image data URL can be shown: a device's uploaded file name has no address the console can read.
 *  SVG is accepted because it is only ever shown through <img>, where it runs no script. */
const PICTURE = /^data:image\/(png|jpe?g|gif|webp|bmp|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/;

/** The picture as a data URL, or null when the event has none we can show. Quiet: the modal says 'Image not Available'. */
export async function fetchPensionImage(lotId: number, image: string): Promise<string | null> {
  const answer = await apiCall(PensionImageAnswer, `${base(lotId)}/image/${encodeURIComponent(image)}`, { quiet: true });
  return !answer.error && answer.data !== null && PICTURE.test(answer.data) ? answer.data : null;
}
