// The maps' tile address (MAP_TILES_URL, told by GET config) for the location map (src/ui/components/location-map.tsx).
// Reading a setting is a side effect, not a flow: a promise actor, no chart. Without an answer the map has no
// tiles and still shows and moves its pin.
import { fromPromise } from 'xstate';
import { fetchConfig } from '../../services/context.api';

export const mapTiles = fromPromise<string | null>(() => fetchConfig().then((config) => config.map.tiles, () => null));
