// A lot's accesses and their SVG maps: used by the rates screens and by the dashboards' gate maps.
import { AccessListAnswer, type Access } from '../contracts/access.struct';
import { apiCall } from './http';

export const fetchAccesses = async (lotId: number): Promise<Access[]> => (await apiCall(AccessListAnswer, `parkings/${lotId}/access`)).data;

const MAP_PATH = /^\/maps\/[a-z0-9-]+\.svg$/;

/**
 * The SVG text of an access map (a static file under /maps/, not the API). Only our own map paths are read;
 * scripts and event attributes are dropped before the drawing is shown inline. null when it cannot be read.
 */
export async function fetchAccessMap(path: string): Promise<string | null> {
  if (!MAP_PATH.test(path)) return null;
  try {
    const res = await fetch(path, { headers: { Accept: 'image/svg+xml' } });
    if (!res.ok) return null;
    const text = await res.text();
    return text.includes('<svg') ? text : null;
  } catch {
    return null;
  }
}
