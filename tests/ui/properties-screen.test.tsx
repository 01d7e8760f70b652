// /properties (spec 3 §2 Properties, §7, §9): the administrator's lots with the fuzzy search on the name, the load
// failure and its retry, the edit and fiscal actions per row; a save's answer replaces the table and reaches the
// session at once, so the lots carousel shows a new lot without a reload (issue 16). And the location map's ways
// that are not the mouse: arrow keys and typed coordinates; read-only, its coordinates in words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotProperties } from '../../src/contracts/lot.struct';
import { setLocale } from '../../src/i18n/i18n';
import { ApiError } from '../../src/services/http';
import { LocationMap, nudgeStep, PIN_ZOOM } from '../../src/ui/components/location-map';
import LotsScreen from '../../src/ui/parking/lots/lots-screen';
import PropertiesScreen from '../../src/ui/parking/properties/properties-screen';
import { existing } from '../model/oracles/lot-modal.oracle';
import { storedSession } from './fixtures';
import { render, renderWithSession } from './render';

const api = vi.hoisted(() => ({ fetchProperties: vi.fn(), fetchPlazas: vi.fn(), geocodeAddress: vi.fn(), saveLot: vi.fn(), rotateDeviceKey: vi.fn() }));
vi.mock('../../src/services/lots.api', () => api);
vi.mock('../../src/services/context.api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchConfig: () => Promise.reject(new Error('offline')) }));
// The lot modal is tested on its own (tests/model/views/lot-modal.view.test.tsx): here it only hands a save's answer back.
const saved = vi.hoisted(() => ({ lots: [] as LotProperties[] }));
vi.mock('../../src/ui/parking/properties/lot-modal', () => ({
  LotModal: ({ lot, onLotsChanged, onClose }: { lot: LotProperties | null; onLotsChanged: (lots: LotProperties[]) => void; onClose: () => void }) => (
    <div role="dialog" aria-label={lot ? `Editing ${lot.name}` : 'New lot'}>
      <button onClick={() => onLotsChanged(saved.lots)}>answer</button>
      <button onClick={onClose}>close</button>
    </div>
  ),
}));

setLocale('en');
const lots: LotProperties[] = [
  { ...existing, id: 1, name: 'Fundadores Norte', prefix: 'PF' },
  { ...existing, id: 2, name: 'Valle Oriente', prefix: 'VO', status: 2 },
];
beforeEach(() => {
  vi.clearAllMocks();
  api.fetchProperties.mockResolvedValue(lots);
});

const table = () => screen.getByRole('table', { name: 'Your lots' });
const names = () => within(table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('the properties screen', () => {
  it('lists the lots with their status, searches the name with a typo, and says when nothing matches', async () => {
    renderWithSession(<PropertiesScreen />, { stored: storedSession() });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Fundadores Norte', 'Valle Oriente']));
    expect(within(table()).getAllByRole('row')[2]).toHaveTextContent('Inactive');
    expect(screen.getByText('2 lots')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'vale orinte' } });
    expect(names()).toEqual(['Valle Oriente']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'zzzz' } });
    expect(screen.getByText('No lot matches “zzzz”.')).toBeInTheDocument();
    expect(api.fetchProperties).toHaveBeenCalledTimes(1);
  });

  it('says why the lots could not be read, and reads them again on Retry', async () => {
    api.fetchProperties.mockRejectedValueOnce(new ApiError('Network error'));
    renderWithSession(<PropertiesScreen />, { stored: storedSession() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your lots could not be read.Network error');
    expect(screen.getByRole('button', { name: 'Add lot' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toEqual(['Fundadores Norte', 'Valle Oriente']));
  });

  it("a save's answer replaces the table and reaches the session: the carousel shows the new lot, without reading again", async () => {
    saved.lots = [...lots, { ...existing, id: 40, name: 'Estacionamiento Centro', prefix: 'EC' }];
    renderWithSession(
      <>
        <PropertiesScreen />
        <LotsScreen />
      </>,
      { stored: storedSession() },
    );
    await waitFor(() => expect(names()).toEqual(['Fundadores Norte', 'Valle Oriente']));
    expect(screen.queryByRole('article', { name: 'Estacionamiento Centro' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add lot' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'New lot' })).getByRole('button', { name: 'answer' }));
    expect(names()).toEqual(['Fundadores Norte', 'Valle Oriente', 'Estacionamiento Centro']);
    expect(await screen.findByRole('article', { name: 'Estacionamiento Centro' })).toBeInTheDocument();
    expect(api.fetchProperties).toHaveBeenCalledTimes(1);
    // The edit action opens the modal on that lot.
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Valle Oriente' }));
    expect(screen.getByRole('dialog', { name: 'Editing Valle Oriente' })).toBeInTheDocument();
  });
});

describe('the location map', () => {
  it('moves the pin with the arrow keys and with typed coordinates, never only with the mouse', () => {
    const onChange = vi.fn();
    render(<LocationMap value={{ lat: 25.7, lng: -100.3 }} onChange={onChange} />);
    const map = screen.getByRole('application', { name: /^Map: click to place the pin/ });
    fireEvent.keyDown(map, { key: 'ArrowUp' });
    fireEvent.keyDown(map, { key: 'ArrowLeft' });
    const step = nudgeStep(PIN_ZOOM);
    // Each move starts from the pin as last placed, though the form has not passed it back yet.
    const up = Number((25.7 + step).toFixed(6));
    const left = Number((-100.3 - step).toFixed(6));
    expect(onChange.mock.calls.map(([p]) => [p.lat, p.lng])).toEqual([
      [up, -100.3],
      [up, left],
    ]);
    const lat = screen.getByRole('textbox', { name: 'Latitude' });
    expect(lat).toHaveValue('25.7');
    fireEvent.change(lat, { target: { value: '91' } });
    fireEvent.blur(lat);
    // Out of range: nothing moves and the field shows the pin again.
    expect([onChange.mock.calls.length, (lat as HTMLInputElement).value]).toEqual([2, '25.7']);
    fireEvent.change(lat, { target: { value: '25,68' } });
    fireEvent.keyDown(lat, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ lat: 25.68, lng: left });
  });

  it('keeps a coordinate being typed when the pin moves meanwhile (the other coordinate committed just before)', () => {
    const onChange = vi.fn();
    const { rerender } = render(<LocationMap value={null} onChange={onChange} />);
    const lat = screen.getByRole('textbox', { name: 'Latitude' });
    const lng = screen.getByRole('textbox', { name: 'Longitude' });
    fireEvent.change(lat, { target: { value: '25.795' } });
    fireEvent.keyDown(lat, { key: 'Enter' });
    // The longitude is typed before the form has passed the new pin back (a slow machine, a fast typist).
    fireEvent.change(lng, { target: { value: '-100.326' } });
    rerender(<LocationMap value={onChange.mock.calls[0][0]} onChange={onChange} />);
    expect(lng).toHaveValue('-100.326');
    fireEvent.keyDown(lng, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ lat: 25.795, lng: -100.326 });
    // Once committed, the field follows the pin again.
    rerender(<LocationMap value={{ lat: 25.7, lng: -100.3 }} onChange={onChange} />);
    expect([lat, lng].map((f) => (f as HTMLInputElement).value)).toEqual(['25.7', '-100.3']);
  });

  it('joins a coordinate committed before the form passed the other back to the pin just placed', () => {
    const onChange = vi.fn();
    render(<LocationMap value={null} onChange={onChange} />);
    const lat = screen.getByRole('textbox', { name: 'Latitude' });
    const lng = screen.getByRole('textbox', { name: 'Longitude' });
    fireEvent.change(lat, { target: { value: '25.795' } });
    fireEvent.keyDown(lat, { key: 'Enter' });
    fireEvent.change(lng, { target: { value: '-100.326' } });
    fireEvent.keyDown(lng, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ lat: 25.795, lng: -100.326 });
  });

  it('leaves the text of a focused coordinate alone when the pin moves', () => {
    const onChange = vi.fn();
    const { rerender } = render(<LocationMap value={null} onChange={onChange} />);
    const lng = screen.getByRole('textbox', { name: 'Longitude' });
    fireEvent.focus(lng);
    rerender(<LocationMap value={{ lat: 25.795, lng: -100.2945 }} onChange={onChange} />);
    expect(lng).toHaveValue('');
    fireEvent.change(lng, { target: { value: '-100.326' } });
    fireEvent.keyDown(lng, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ lat: 25.795, lng: -100.326 });
  });

  it('read-only, shows its pin in words and offers no way to move it', () => {
    render(<LocationMap value={{ lat: 25.6816, lng: -100.2945 }} />);
    expect(screen.getByRole('application', { name: "Map with the lot's location" })).toHaveAccessibleDescription('Latitude 25.6816, Longitude -100.2945');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
