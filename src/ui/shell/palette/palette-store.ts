// The command palette's own Spotlight store: the header's button and Ctrl+K (Cmd+K) open the same palette.
import { createSpotlight } from '@mantine/spotlight';

export const [paletteStore, palette] = createSpotlight();
