// A lot's location on a map (spec 3 §2 the lot modal's map, §9 and spec 2 §9 its centre; spec 2 §7 the
// special-rate screens' map): pigeon-maps centred on 25.6816, -100.2945 at zoom 10, or on the pin at zoom 18.
// With `onChange` the pin is placed by a click, dragged, moved with the arrow keys while the map has the focus,
// or typed as latitude and longitude, so that it is never mouse-only; without it the pin is read-only. The tiles
// come from the server's setting (MAP_TILES_URL); when none loads, the map still shows and moves its pin.
import { Group, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useActor } from '@xstate/react';
import { Draggable, Map as PigeonMap, Marker, type Point, type TileComponentProps } from 'pigeon-maps';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { GeoPoint } from '../../contracts/geocode.struct';
import { useTranslate } from '../../i18n/use-translate';
import { mapTiles } from '../../machines/map-tiles/map-tiles.actor';

/** Spec 3 §9: the default centre and zooms. */
export const MAP_CENTRE: GeoPoint = { lat: 25.6816, lng: -100.2945 };
export const MAP_ZOOM = 10;
export const PIN_ZOOM = 18;

/** A transparent pixel where no tile can be had (no setting yet, or none reachable). */
const NO_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const PIN = { width: 29, height: 34 };

/** The tile of x, y at zoom z in a {z}/{x}/{y} address. */
export const tileUrl = (template: string, x: number, y: number, z: number): string =>
  template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

/** How far an arrow key moves the pin: about 10 screen pixels at the zoom shown. */
export const nudgeStep = (zoom: number): number => 360 / (256 * 2 ** zoom) * 10;

const pointOf = ([lat, lng]: Point): GeoPoint => ({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) });
/** Within the map's latitudes; a longitude past the date line comes back round the world. */
const clamp = (p: GeoPoint): GeoPoint => ({
  lat: Math.max(-85, Math.min(85, p.lat)),
  lng: Math.abs(p.lng) <= 180 ? p.lng : Number((((((p.lng + 180) % 360) + 360) % 360) - 180).toFixed(6)),
});

const ARROWS: Record<string, [dLat: number, dLng: number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

type Props = {
  value: GeoPoint | null;
  /** Absent: a read-only pin. */
  onChange?: (point: GeoPoint) => void;
  height?: number;
};

export function LocationMap({ value, onChange, height = 280 }: Props) {
  const { t } = useTranslate();
  const [tiles] = useActor(mapTiles);
  const template = tiles.status === 'done' ? tiles.output : null;
  const [view, setView] = useState<{ center: Point; zoom: number }>(() =>
    value ? { center: [value.lat, value.lng], zoom: PIN_ZOOM } : { center: [MAP_CENTRE.lat, MAP_CENTRE.lng], zoom: MAP_ZOOM },
  );
  // A pin moved from outside (a geocoded address, typed coordinates) comes into view at the pin's zoom.
  const key = value ? `${value.lat},${value.lng}` : '';
  useEffect(() => {
    if (value) setView((v) => ({ center: [value.lat, value.lng], zoom: Math.max(v.zoom, PIN_ZOOM) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the pin's coordinates, not its object
  }, [key]);

  // The pin as last placed here, ahead of the value the form passes back a render later: a coordinate typed and
  // committed right after the other one joins it, not the pin of the render before (the browser test saw the
  // longitude lost to the map's centre under load).
  const pin = useRef(value);
  useEffect(() => {
    pin.current = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the pin's coordinates, not its object
  }, [key]);
  const place = onChange
    ? (p: GeoPoint) => {
        pin.current = clamp(p);
        onChange(pin.current);
      }
    : null;
  const onKeyDown = (e: KeyboardEvent) => {
    const arrow = ARROWS[e.key];
    if (!place || !arrow) return;
    e.preventDefault();
    const from = pin.current ?? pointOf(view.center);
    const step = nudgeStep(view.zoom);
    place(pointOf([from.lat + arrow[0] * step, from.lng + arrow[1] * step]));
  };

  // pigeon-maps reports its bounds through a debounce timer it does not clear on unmount: a report after the
  // map is gone must not set state (in tests it lands after the document is torn down).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const anchor: Point | null = value ? [value.lat, value.lng] : null;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <div
        role="application"
        aria-label={place ? t('map.label') : t('map.readOnly')}
        aria-describedby={place ? undefined : 'location-map-coordinates'}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="location-map"
        style={{ height, background: 'var(--mantine-color-gray-1)' }}
      >
        <PigeonMap
          height={height}
          center={view.center}
          zoom={view.zoom}
          provider={(x, y, z) => (template ? tileUrl(template, x, y, z) : NO_TILE)}
          attribution={false}
          tileComponent={Tile}
          onBoundsChanged={({ center, zoom }) => mounted.current && setView({ center, zoom })}
          onClick={place ? ({ latLng }) => place(pointOf(latLng)) : undefined}
        >
          {anchor && place ? (
            <Draggable anchor={anchor} offset={[PIN.width / 2, PIN.height]} onDragEnd={(to) => place(pointOf(to))}>
              <PinMark />
            </Draggable>
          ) : null}
          {anchor && !place ? <Marker anchor={anchor} width={PIN.width} color="var(--mantine-color-red-6)" /> : null}
        </PigeonMap>
      </div>
      {place ? (
        <Group p="xs" gap="xs" align="flex-end" wrap="wrap">
          <Coordinate label={t('map.lat')} value={value?.lat ?? null} limit={90} onValue={(lat) => place({ lat, lng: pin.current?.lng ?? view.center[1] })} />
          <Coordinate label={t('map.lng')} value={value?.lng ?? null} limit={180} onValue={(lng) => place({ lat: pin.current?.lat ?? view.center[0], lng })} />
          <UnstyledButton onClick={() => place(pointOf(view.center))} fz="sm" c="blue" py={8}>
            {t('map.pinAtCentre')}
          </UnstyledButton>
        </Group>
      ) : (
        <Text id="location-map-coordinates" size="xs" c="dimmed" p="xs">
          {value ? `${t('map.lat')} ${value.lat}, ${t('map.lng')} ${value.lng}` : t('map.noPin')}
        </Text>
      )}
    </Paper>
  );
}

/** pigeon-maps' tile, hidden when it cannot be loaded (no internet, a tile server down) rather than shown broken. */
function Tile({ tile, tileLoaded }: TileComponentProps) {
  return (
    <img
      src={tile.url}
      srcSet={tile.srcSet}
      width={tile.width}
      height={tile.height}
      loading="lazy"
      alt=""
      onLoad={tileLoaded}
      onError={(e) => {
        e.currentTarget.style.visibility = 'hidden';
      }}
      style={{ position: 'absolute', left: tile.left, top: tile.top, willChange: 'transform', transformOrigin: 'top left' }}
    />
  );
}

/** A coordinate typed by hand: the pin moves on Enter or when the field is left, if the number is in range. */
function Coordinate({ label, value, limit, onValue }: { label: string; value: number | null; limit: number; onValue: (v: number) => void }) {
  const shown = value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  // In the user's hands (focused, or typed and not yet committed): a pin moved meanwhile (the other coordinate's
  // Enter, passed back by the form a moment later) must not change the text under the cursor. The browser test
  // caught a longitude typed into a field whose text the latitude's pin replaced as it was being typed.
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setText(shown);
  }, [shown]);
  // Reads the field as it is now, not the text of the last render.
  const commit = (typed: string) => {
    editing.current = false;
    const v = Number(typed.trim().replace(',', '.'));
    if (typed.trim() !== '' && Number.isFinite(v) && Math.abs(v) <= limit) onValue(v);
    else setText(shown);
  };
  return (
    <TextInput
      label={label}
      size="xs"
      w={140}
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        editing.current = true;
        setText(e.currentTarget.value);
      }}
      onFocus={() => {
        editing.current = true;
      }}
      onBlur={(e) => commit(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit(e.currentTarget.value);
        }
      }}
    />
  );
}

/** The pin drawn for dragging (pigeon-maps' Marker takes no drag). */
function PinMark() {
  return (
    <svg width={PIN.width} height={PIN.height} viewBox="0 0 61 71" aria-hidden style={{ cursor: 'grab', display: 'block' }}>
      <path d="M52 31.5C52 36.8 49.1 42.1 45.2 47.1 39.1 54.9 30.5 61 30.5 61s-8.6-6.1-14.7-13.9C11.9 42.1 9 36.8 9 31.5 9 19.6 18.6 10 30.5 10S52 19.6 52 31.5Z" fill="var(--mantine-color-red-6)" stroke="white" strokeWidth="4" />
      <circle cx="30.5" cy="30.5" r="8.5" fill="white" />
    </svg>
  );
}
