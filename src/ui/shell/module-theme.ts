import type { MantineColor } from '@mantine/core';
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
