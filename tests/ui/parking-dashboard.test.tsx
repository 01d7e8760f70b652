// The parking dashboard screen (issue 6, spec 2 "Parking dashboard") over stubbed calls: the figures are the
// answers' (money from cents in MXN, minutes as h:mm), a period change reads that tile again, a channel
// event reloads the tile it moves in place, a gate report turns the gate's row, and a failed tile retries.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import type { Access } from '../../src/contracts/access.struct';
import { setLocale } from '../../src/i18n/i18n';
import { parkingDashboardMachine } from '../../src/machines/parking-dashboard/parking-dashboard.machine';
import { ApiError } from '../../src/services/http';
import type { RealtimeEvent } from '../../src/services/realtime';
import DashboardScreen from '../../src/ui/parking/dashboard/dashboard-screen';
import { DashboardView } from '../../src/ui/parking/dashboard/dashboard-view';
import { storedSession } from './fixtures';
import { render, renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

const api = vi.hoisted(() => ({
  fetchIncomes: vi.fn(),
  fetchPeakHours: vi.fn(),
  fetchParkingTime: vi.fn(),
  fetchAverageTime: vi.fn(),
  fetchCars: vi.fn(),
}));
const access = vi.hoisted(() => ({ fetchAccesses: vi.fn(), fetchAccessMap: vi.fn() }));
vi.mock('../../src/services/dashboard.api', () => api);
vi.mock('../../src/services/access.api', () => access);

setLocale('en');

const gate = (id: number, name: string, type: number, barrier: 'open' | null = null) => ({ id, name, code: `G${id}`, code_map: type === 1 ? 'gate-in' : 'gate-out', type, status: 'online', barrier });
const accesses: Access[] = [
  { id: 1, name: 'Acceso Norte', map: '/maps/access-north.svg', gates: [gate(1, 'Entrada Norte', 1), gate(2, 'Salida Norte', 2, 'open')] },
  { id: 2, name: 'Acceso Sur', map: '/maps/access-south.svg', gates: [gate(3, 'Entrada Sur', 1)] },
];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><rect id="gate-in"/><rect id="gate-out"/></svg>';

/** The chart with a channel the test speaks through. */
function withChannel() {
  let emit: (e: EventObject) => void = () => {};
  const logic = parkingDashboardMachine.provide({
    actors: {
      channelEvents: fromCallback<EventObject>(({ sendBack }) => {
        emit = sendBack;
      }),
    },
  });
  return { logic, emit: (e: RealtimeEvent) => act(() => emit(e)) };
}

beforeEach(() => {
  vi.clearAllMocks();
  // the test DOM (happy-dom) lays nothing out: recharts says so for every chart; nothing else is silenced.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void (String(args[0]).includes('of chart should be greater than 0') || warn(...args)));
  api.fetchIncomes.mockResolvedValue({ total: 123450, count: 3, series: [{ bucket: '2026-11-21 14:00', amount: 100000 }, { bucket: '2026-11-21 15:00', amount: 23450 }] });
  api.fetchPeakHours.mockResolvedValue({ hours: [{ hour: 13, cars: 2 }, { hour: 14, cars: 6.5 }, { hour: 15, cars: 4 }] });
  api.fetchParkingTime.mockResolvedValue({ buckets: [{ label: '<30m', from: 0, to: 30, visits: 4 }, { label: '30m-1h', from: 30, to: 60, visits: 5 }] });
  api.fetchAverageTime.mockResolvedValue({ minutes: 95, visits: 7 });
  api.fetchCars.mockResolvedValue({ inside: 12, entered: 40, pensions_inside: 2 });
  access.fetchAccesses.mockResolvedValue(accesses);
  access.fetchAccessMap.mockResolvedValue(SVG);
});

const tile = (name: string) => screen.getByRole('region', { name });

async function open() {
  const channel = withChannel();
  render(<DashboardView lotId={1} logic={channel.logic} />);
  await screen.findByTestId('dashboard-cars-inside');
  await screen.findByRole('table', { name: 'Gates of Acceso Norte' });
  return channel;
}

describe('parking dashboard screen', { timeout: 30_000 }, () => {
  it("shows the answers' figures in every tile", async () => {
    await open();
    await waitFor(() => expect(screen.getByTestId('dashboard-average')).toHaveTextContent('1:35'));
    expect(within(tile('Cars total')).getByTestId('dashboard-cars-inside')).toHaveTextContent('12');
    expect(within(tile('Cars total')).getByTestId('dashboard-cars-entered')).toHaveTextContent('40');
    expect(tile('Cars total')).toHaveTextContent('Pension cars inside: 2');
    expect(screen.getByTestId('dashboard-incomes-total')).toHaveTextContent('MXN 1,234.50');
    expect(tile('Incomes')).toHaveTextContent('3 payments');
    expect(tile('Average time spent')).toHaveTextContent('7 visits');
    expect(screen.getByTestId('dashboard-peak')).toHaveTextContent('Busiest hour: 14:00 (6.5 cars on average)');
    expect(screen.getByTestId('dashboard-stays')).toHaveTextContent('9 stays ended');
    for (const fetch of Object.values(api)) expect(fetch).toHaveBeenCalledWith(1, 'day');

    const table = screen.getByRole('table', { name: 'Gates of Acceso Norte' });
    const exit = within(table).getByText('Salida Norte').closest('tr')!;
    expect(exit).toHaveTextContent('Exit');
    expect(exit).toHaveTextContent('Online');
    expect(exit).toHaveTextContent('Open');
    expect(within(table).getByText('Entrada Norte').closest('tr')).toHaveTextContent('Not reported');
    expect(screen.getByRole('img', { name: /Acceso Norte/ }).querySelector('#gate-out')).toHaveAttribute('fill', '#2f9e44');
  });

  it('in Spanish, every tile, the gate table and the map have no English word, and one is said in the singular', async () => {
    api.fetchIncomes.mockResolvedValue({ total: 4500, count: 1, series: [{ bucket: '2026-11-21 14:00', amount: 4500 }] });
    api.fetchAverageTime.mockResolvedValue({ minutes: 30, visits: 1 });
    api.fetchParkingTime.mockResolvedValue({ buckets: [{ label: '<30m', from: 0, to: 30, visits: 1 }] });
    api.fetchPeakHours.mockResolvedValue({ hours: [{ hour: 14, cars: 1 }] });
    await inSpanish(async () => {
      render(<DashboardView lotId={1} logic={withChannel().logic} />);
      await screen.findByTestId('dashboard-cars-inside');
      await screen.findByRole('table', { name: 'Accesos de Acceso Norte' });
      await waitFor(() => expect(screen.getByTestId('dashboard-stays')).toHaveTextContent('1 estancia terminada'));
      expect(screen.getByTestId('dashboard-peak')).toHaveTextContent('Hora más concurrida: 14:00 (1 auto en promedio)');
      expect(document.body).toHaveTextContent('1 pago');
      expect(document.body).toHaveTextContent('1 visita');
      expect(englishIn()).toEqual([]);
    });
  });

  it('the carousel shows one access at a time', async () => {
    await open();
    expect(tile('Gate map')).toHaveTextContent('1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next access' }));
    expect(await screen.findByRole('table', { name: 'Gates of Acceso Sur' })).toHaveTextContent('Entrada Sur');
    expect(screen.queryByRole('table', { name: 'Gates of Acceso Norte' })).toBeNull();
  });

  it("a period change reads that tile's figures again, and only that tile's", async () => {
    await open();
    api.fetchCars.mockResolvedValue({ inside: 12, entered: 310, pensions_inside: 2 });
    fireEvent.click(within(tile('Cars total')).getByLabelText('30 days'));
    await waitFor(() => expect(screen.getByTestId('dashboard-cars-entered')).toHaveTextContent('310'));
    expect(api.fetchCars).toHaveBeenLastCalledWith(1, 'month');
    expect(api.fetchCars).toHaveBeenCalledTimes(2);
    expect(api.fetchIncomes).toHaveBeenCalledTimes(1);
  });

  it('an entry on the channel reloads the cars tile in place, once for a burst', async () => {
    const { emit } = await open();
    const figure = screen.getByTestId('dashboard-cars-inside');
    api.fetchCars.mockResolvedValue({ inside: 15, entered: 43, pensions_inside: 2 });
    for (let i = 0; i < 3; i++) emit({ type: 'realtime.event', event: 'UpdateCountCarGeneral', data: { gate_id: 1, direction: 'in', plate: `LIVE00${i}`, id: 50 + i } });
    await waitFor(() => expect(screen.getByTestId('dashboard-cars-inside')).toHaveTextContent('15'), { timeout: 3000 });
    // The same element: the tile was not mounted again, nor the screen reloaded.
    expect(screen.getByTestId('dashboard-cars-inside')).toBe(figure);
    expect(screen.getByTestId('dashboard-cars-entered')).toHaveTextContent('43');
    expect(api.fetchCars).toHaveBeenCalledTimes(2);
    expect(api.fetchIncomes).toHaveBeenCalledTimes(1);
  });

  it("a gate report turns that gate's row and map offline, with no read", async () => {
    const { emit } = await open();
    emit({ type: 'realtime.event', event: 'UpdateGateStatus', data: { gate_id: 2, status: 'offline', at: '2026-11-21T17:00:00.000Z' } });
    const table = screen.getByRole('table', { name: 'Gates of Acceso Norte' });
    await waitFor(() => expect(within(table).getByText('Salida Norte').closest('tr')).toHaveTextContent('Offline'));
    expect(screen.getByRole('img', { name: /Acceso Norte/ }).querySelector('#gate-out')).toHaveAttribute('fill', '#e03131');
    expect(access.fetchAccesses).toHaveBeenCalledTimes(1);
  });

  it('a failed tile shows the error and reads again on retry', async () => {
    api.fetchAverageTime.mockRejectedValueOnce(new ApiError('Server Error', 500));
    await open();
    const alert = await within(tile('Average time spent')).findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be read');
    expect(alert).toHaveTextContent('Server Error');
    expect(screen.getByTestId('dashboard-cars-inside')).toHaveTextContent('12');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-average')).toHaveTextContent('1:35'));
    expect(api.fetchAverageTime).toHaveBeenCalledTimes(2);
  });

  it('a period without visits says so', async () => {
    api.fetchAverageTime.mockResolvedValue({ minutes: 0, visits: 0 });
    api.fetchIncomes.mockResolvedValue({ total: 0, count: 0, series: [] });
    await open();
    await waitFor(() => expect(tile('Average time spent')).toHaveTextContent('No visits in this period'));
    expect(tile('Incomes')).toHaveTextContent('No payments in this period');
    expect(screen.queryByTestId('dashboard-average')).toBeNull();
  });

  it('without an active lot, the screen asks to choose one', () => {
    renderWithSession(<DashboardScreen />, { path: '/dashboard', stored: storedSession({ activeLotId: null }) });
    expect(screen.getByText('Choose a lot to see its dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a lot' })).toHaveAttribute('href', '/lots');
    expect(api.fetchCars).not.toHaveBeenCalled();
  });

  it('a user without lots (the platform admin, a shop owner) is told so, with no link to /lots', () => {
    renderWithSession(<DashboardScreen />, { path: '/dashboard', stored: storedSession({ lots: [], activeLotId: null }) });
    expect(screen.getByText('Your account has no parking lots, and this screen works within one.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose a lot' })).toBeNull();
    expect(screen.queryByText('Choose a lot to see its dashboard.')).toBeNull();
  });
});
