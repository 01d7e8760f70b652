// The gate device API as the simulator (or a real device) calls it: X-Device-Key, JSON, answers checked.
import { validate } from 'superstruct';
import { DeviceConfigAnswer, type DeviceConfig, type GateEventBody, type GateStatusBody } from '../src/contracts/devices.struct';
import { fetchFromServer, SimulatorError } from './server-fetch';

export type DeviceAnswer = { status: number; body: { message?: string; data?: unknown } };

export type DeviceClient = {
  config: () => Promise<DeviceConfig>;
  event: (gateId: number, body: GateEventBody) => Promise<DeviceAnswer>;
  status: (gateId: number, body: GateStatusBody) => Promise<DeviceAnswer>;
};

export function httpDeviceClient(baseUrl: string, lot: number, key: string): DeviceClient {
  const lotPath = (path: string) => `/api/devices/parkings/${lot}${path}`;
  const headers = { 'x-device-key': key, 'content-type': 'application/json', 'x-locale': 'en' };
  const post = async (path: string, body: unknown): Promise<DeviceAnswer> => {
    const res = await fetchFromServer(baseUrl, lotPath(path), { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as DeviceAnswer['body'] };
  };
  return {
    config: async () => {
      const res = await fetchFromServer(baseUrl, lotPath('/config'), { headers });
      const body: unknown = await res.json();
      if (res.status !== 200) throw new SimulatorError(`lot ${lot}: the server refused the device config: ${res.status} ${JSON.stringify(body)}`);
      const [err, answer] = validate(body, DeviceConfigAnswer);
      if (err) throw new SimulatorError(`lot ${lot}: unexpected config answer: ${err.message}`);
      return answer.data;
    },
    event: (gateId, body) => post(`/gates/${gateId}/events`, body),
    status: (gateId, body) => post(`/gates/${gateId}/status`, body),
  };
}
