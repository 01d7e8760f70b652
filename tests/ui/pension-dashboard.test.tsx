// The pension dashboard screen (spec 2 §2-5, §7-9) over a stubbed /api/ and a stubbed lot channel: rows and
// totals as the server answers them, the fuzzy search, 'Load more' to the end of the period, the picture
// modal (or 'Image not Available'), and a live pension event that puts its row on top without a reload.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PensionEvent, PensionEventsAnswer } from '../../src/contracts/pension-dashboard.struct';
import { setLocale } from '../../src/i18n/i18n';
import type { RealtimeEvent } from '../../src/services/realtime';
import { PensionDashboardView } from '../../src/ui/parking/pension-dashboard/pension-dashboard-view';
import { reply, stubApi, type Reply } from './api-stub';
import { lot } from './fixtures';
import { render } from './render';
import { englishIn, inSpanish } from './spanish';

// The lot's channel: the test speaks for the server.
const channel = vi.hoisted(() => ({ send: null as ((event: RealtimeEvent) => void) | null }));
vi.mock('../../src/services/realtime', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listenTo: (_name: string, _events: readonly string[], sendBack: (event: RealtimeEvent) => void) => {
    channel.send = sendBack;
    return () => (channel.send = null);
  },
}));

setLocale('en');
const PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const event = (id: number, name: string, over: Partial<PensionEvent> = {}): PensionEvent => ({
  id,
  name,
  plate: `NXP${1000 + id}`,
  type: 'in',
  job: 'Contadora',
  date: '2026-11-21T15:00:00.000Z',
  gate: 'Entrada Norte',
  image: null,
  ...over,
});
const lucia = event(12, 'Lucía Garza', { plate: 'NXP1001', image: '12' });
const mario = event(11, 'Mario López', { job: 'Ingeniero', type: 'out', gate: 'Salida Norte', image: '11', date: '2026-11-21T14:30:00.000Z' });
const ana = event(10, 'Ana Ruiz', { job: 'Médica' });
const pedro = event(9, 'Pedro Treviño', { job: 'Abogado' });
const totals = { general: { total: 40 }, pensions: { total: 3 } };

const BASE = 'GET parkings/1/dashboards/pensions';
const page = (data: PensionEvent[], last: number | null, t = totals): Reply => reply({ data, totals: t, last } satisfies PensionEventsAnswer);
const answers = (over: Record<string, Reply> = {}) => ({
  [`${BASE}/search/type/day`]: page([lucia, mario, ana], 10),
  [`${BASE}/search/type/day/last_item/10`]: page([pedro], null),
  [`${BASE}/image/12`]: reply({ error: false, data: PICTURE }),
  [`${BASE}/image/11`]: reply({ error: true, data: null, message: 'Image not Available' }),
  'GET parkings/1/access': reply({ data: [{ id: 1, name: 'Acceso Norte', map: '/maps/access-a.svg', gates: [] }] }),
  ...over,
});

const table = () => screen.getByRole('table', { name: 'Events' });
const names = () => within(table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

async function open() {
  const api = stubApi(answers());
  render(<PensionDashboardView lot={lot(1, 'Fundadores Norte')} />);
  await screen.findByText('Lucía Garza');
  return api;
}

beforeEach(() => {
  channel.send = null;
});

describe('pension dashboard screen', { timeout: 30_000 }, () => {
  it('in Spanish, the totals, the events and the map have no English word', async () => {
    await inSpanish(async () => {
      stubApi(answers({ [`${BASE}/image/11`]: reply({ error: true, data: null, message: 'Imagen no disponible' }) }));
      render(<PensionDashboardView lot={lot(1, 'Fundadores Norte')} />);
      await screen.findByText('Lucía Garza');
      expect(screen.getByRole('table', { name: 'Eventos' })).toBeInTheDocument();
      expect(englishIn(document.body, ['Contadora', 'Ingeniero', 'Médica'])).toEqual([]);
    });
  });

  it("shows today's events newest first, with type badges, local dates, gates, and the totals", async () => {
    await open();
    expect(names()).toEqual(['Lucía Garza', 'Mario López', 'Ana Ruiz']);
    const row = within(table()).getByText('Mario López').closest('tr')!;
    expect(row).toHaveTextContent('NXP1011');
    expect(row).toHaveTextContent('Out');
    expect(row).toHaveTextContent('Ingeniero');
    expect(row).toHaveTextContent('2026-11-21 08:30'); // 14:30 UTC in Monterrey
    expect(row).toHaveTextContent('Salida Norte');
    expect(within(table()).getByText('Ana Ruiz').closest('tr')).toHaveTextContent('Image not Available');
    expect(screen.getByTestId('pension-total')).toHaveTextContent('3');
    expect(screen.getByTestId('general-total')).toHaveTextContent('40');
    expect(screen.getByText('Acceso Norte')).toBeInTheDocument();
  });

  it("finds 'Lucía Garza' with 'lucia' (fuzzy, threshold 0.3) and says when nothing matches", async () => {
    await open();
    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: 'lucia' } });
    expect(names()).toEqual(['Lucía Garza']);
    fireEvent.change(search, { target: { value: 'medica' } });
    expect(names()).toEqual(['Ana Ruiz']);
    fireEvent.change(search, { target: { value: 'qqqqqq' } });
    expect(screen.getByText('No loaded event matches the search.')).toBeInTheDocument();
  });

  it("'Load more' appends the page before the last event, then the list ends", async () => {
    const api = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Pedro Treviño');
    expect(names()).toEqual(['Lucía Garza', 'Mario López', 'Ana Ruiz', 'Pedro Treviño']);
    expect(api.calls.map((c) => c.path)).toContain('parkings/1/dashboards/pensions/search/type/day/last_item/10');
    expect(screen.getByText('No more events in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("opens an event's picture, or 'Image not Available' when the image route has none", async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'View the picture of Lucía Garza (NXP1001)' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Lucía Garza · NXP1001' })).toHaveAttribute('src', PICTURE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'View the picture of Mario López (NXP1011)' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Image not Available')).toBeInTheDocument();
  });

  it('a live pension event puts its row on top and updates the totals without a reload', async () => {
    await open();
    await waitFor(() => expect(channel.send).not.toBeNull());
    const arrival = event(13, 'Lucía Garza', { plate: 'NXP1001', date: '2026-11-21T16:00:00.000Z' });
    stubApi(answers({ [`${BASE}/search/type/day`]: page([arrival, lucia, mario], 11, { general: { total: 40 }, pensions: { total: 4 } }) }));
    act(() => channel.send?.({ type: 'realtime.event', event: 'UpdateCountCarPension', data: { gate_id: 1, direction: 'in', plate: 'NXP1001', id: 13 } }));
    await waitFor(() => expect(screen.getByTestId('pension-total')).toHaveTextContent('4'));
    expect(names()).toEqual(['Lucía Garza', 'Lucía Garza', 'Mario López', 'Ana Ruiz']);
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('2026-11-21 10:00');
  });

  it("leaves the lot's channel when the page goes, without an error", async () => {
    stubApi(answers());
    const { unmount } = render(<PensionDashboardView lot={lot(1, 'Fundadores Norte')} />);
    await screen.findByText('Lucía Garza');
    expect(channel.send).not.toBeNull();
    expect(() => unmount()).not.toThrow();
    expect(channel.send).toBeNull();
  });

  it('a failed first page shows the message and retries', async () => {
    stubApi(answers({ [`${BASE}/search/type/day`]: reply({ message: 'Server Error' }, 500) }));
    render(<PensionDashboardView lot={lot(1, 'Fundadores Norte')} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The events could not be read');
    stubApi(answers());
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Lucía Garza');
  });
});

describe('fetchPensionImage', () => {
  it("shows the simulator's SVG plate pictures and image data URLs only", async () => {
    const { fetchPensionImage } = await import('../../src/services/pension-dashboard.api');
    const { platePicture } = await import('../../simulator/plate-picture');
    const svg = platePicture('NXP1001', new Date('2026-11-21T15:00:00Z'), 'Entrada <Norte>');
    stubApi({
      [`${BASE}/image/1`]: reply({ error: false, data: svg }),
      [`${BASE}/image/2`]: reply({ error: false, data: PICTURE }),
      [`${BASE}/image/3`]: reply({ error: false, data: `data:text/html;base64,${btoa('<script>alert(1)</script>')}` }),
      [`${BASE}/image/4`]: reply({ error: false, data: 'camera-4/2026-11-21.jpg' }),
    });
    expect(await fetchPensionImage(1, '1')).toBe(svg);
    expect(atob(svg.split(',')[1])).toContain('Entrada &#60;Norte&#62;');
    expect(await fetchPensionImage(1, '2')).toBe(PICTURE);
    expect(await fetchPensionImage(1, '3')).toBeNull();
    expect(await fetchPensionImage(1, '4')).toBeNull();
  });
});
