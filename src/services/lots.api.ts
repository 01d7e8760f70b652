// The properties screen's calls (spec 3 §7 "Parking lots and fiscal data", docs/api.md): the administrator's lots,
// the plazas, a lot's save (register or edit, multipart with its images, both answering the lots), a new device
// key, and the geocoding of an address (ours: GET utilities/geocode, through the server's geocoder adapter).
import { GeocodeAnswer, type GeoPoint } from '../contracts/geocode.struct';
import { DeviceKeyAnswer, LotListAnswer, LotProperties, LotRegisterAnswer, type LotBody, type LotImageField } from '../contracts/lot.struct';
import { array, number, object, string } from 'superstruct';
import { apiCall } from './http';

export type Plaza = { id: number; name: string };
const PlazaListAnswer = object({ data: array(object({ id: number(), name: string() })) });
/** PUT parkings/{id}: the lots as saved. */
const LotEditAnswer = object({ data: array(LotProperties), message: string() });

export const fetchProperties = async (): Promise<LotProperties[]> => (await apiCall(LotListAnswer, 'parkings/properties')).data;

export const fetchPlazas = async (): Promise<Plaza[]> => (await apiCall(PlazaListAnswer, 'plazas/1/name/asc')).data;

export type LotImages = Partial<Record<LotImageField, File>>;
/** lotId null: a new lot (POST parkings/register); else its edit (PUT parkings/{id}). */
export type SaveLotRequest = { lotId: number | null; body: LotBody; images: LotImages };
/** The lots as saved; a new lot's id and device key, shown once. */
export type SaveLotOutput = { lots: LotProperties[]; created: { id: number; deviceKey: string } | null; message: string | null };

/** A multipart form: the text fields (the schedules as JSON text) and the images chosen. */
function formOf(body: LotBody, images: LotImages): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined) form.append(field, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [field, file] of Object.entries(images)) form.append(field, file, file.name);
  return form;
}

export async function saveLot({ lotId, body, images }: SaveLotRequest): Promise<SaveLotOutput> {
  if (lotId === null) {
    const answer = await apiCall(LotRegisterAnswer, 'parkings/register', { method: 'POST', body: formOf(body, images) });
    return { lots: answer.data, created: { id: answer.id, deviceKey: answer.device_key }, message: answer.message };
  }
  const answer = await apiCall(LotEditAnswer, `parkings/${lotId}`, { method: 'PUT', body: formOf(body, images) });
  return { lots: answer.data, created: null, message: answer.message };
}

export const rotateDeviceKey = async (lotId: number): Promise<string> => (await apiCall(DeviceKeyAnswer, `parkings/${lotId}/device-key`, { method: 'POST' })).device_key;

/** Quiet: the lot modal shows a failure itself, in the spec's geocode alert. */
export const geocodeAddress = async (address: string): Promise<GeoPoint> =>
  (await apiCall(GeocodeAnswer, `utilities/geocode?${new URLSearchParams({ address })}`, { quiet: true })).data;
