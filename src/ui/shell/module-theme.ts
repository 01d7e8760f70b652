import {
  createTheme,
  darken,
  Drawer,
  Loader,
  luminance,
  Modal,
  Notification,
  toRgba,
  type CSSVariablesResolver,
  type MantineColor,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Module } from '../../contracts/menu.struct';

/** The theme colour of each module (spec 1 §2.5: selecting a module tab sets the colour theme). */
export const MODULE_COLORS: Record<Module, MantineColor> = {
  nexo: 'violet',
  salesman: 'orange',
  shopping: 'pink',
  parking: 'blue',
  operator: 'blue',
  bigdata: 'teal',
};

/**
 * WCAG AA contrast (issue 21 item 2) for every colour: filled backgrounds use shade 8, and a filled background's
 * text is black or white, whichever contrasts more (0.179 is the luminance where both give the same ratio, so
 * each gives at least 4.58:1). Coloured text is darkened further by contrastVariables.
 */
const CONTRAST: MantineThemeOverride = { primaryShade: { light: 8, dark: 8 }, autoContrast: true, luminanceThreshold: 0.179 };

/**
 * The primary colour follows the active module; the focus ring shows for keyboard users (Mantine's 'auto');
 * every modal's, drawer's and toast's close button is named `closeLabel` (it shows only an ×); a loader is a
 * live status, so the name the screens give it ("Loading") is allowed on its span (axe: aria-prohibited-attr).
 */
export const moduleTheme = (module: Module | null, closeLabel: string) => {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    ...CONTRAST,
    primaryColor: MODULE_COLORS[module ?? 'parking'],
    defaultRadius: 'md',
    focusRing: 'auto',
    // A user who asks their system for less motion gets modals, menus and toasts without transitions.
    respectReducedMotion: true,
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
      Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    },
  });
};

/** AA's ratio for normal text, with a little room for rounding and hover shades. */
const AA = 4.6;
/** The light variant's background is the colour's shade 6 at 10 % (12 % hovered) over white: 15 % is the worst case. */
const LIGHT_BACKGROUND_ALPHA = 0.15;

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const overWhite = (color: string, alpha: number): string => {
  const { r, g, b } = toRgba(color);
  const mix = (c: number) => Math.round(255 - (255 - c) * alpha);
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
};

/** `color`, darkened in 5 % steps until it reads at AA on `background`. */
const readableOn = (background: string, color: string): string => {
  let text = color;
  for (let step = 0.05; contrast(text, background) < AA && step < 1; step += 0.05) text = darken(color, step);
  return text;
};

/**
 * Light scheme: secondary ("dimmed") text and placeholders gray 6 darkened to AA (Mantine's gray 6 is 3.3:1 on
 * white, its placeholder gray 5 2.1:1); each colour's text (c="green", outline badges) readable on white and
 * the light greys (gray 1 the darkest); each light variant's text (active menu entry, light badges, alerts)
 * readable on its tinted background. Mantine's own shades miss AA for green, orange, yellow, teal, cyan, lime.
 */
export const contrastVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(theme.colors.gray[1], theme.colors.gray[6]),
    '--mantine-color-placeholder': readableOn('#ffffff', theme.colors.gray[6]),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const text = readableOn(theme.colors.gray[1], shades[8]);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = readableOn(overWhite(shades[6], LIGHT_BACKGROUND_ALPHA), shades[9]);
  }
  return { variables: {}, light, dark: { '--mantine-color-dimmed': theme.colors.dark[1] } };
};
