// What the command palette lists besides the server's search (issue 21 item 2): every screen of the menus the
// user may open (the leaves of each module's menu, filtered as the sidebar filters them) and every lot they may
// choose, each narrowed by the typed text with the tables' fuzzy search.
import type { Lot } from '../../../contracts/context.struct';
import type { MenuItem, Module } from '../../../contracts/menu.struct';
import { fuzzySearch } from '../../../domain/tables/fuzzy-search';
import { visibleMenu } from '../sidebar/menu-filter';

export type ScreenEntry = {
  /** Unique in the palette: a path may be in two modules' menus (the nexo admin's /dashboard). */
  key: string;
  module: Module;
  path: string;
  label: string;
  /** The labels of the groups above it in the menu (Rates > Edit rates). */
  trail: string[];
  icon: string;
  /** Marked `view` in the menu: it needs an active lot or shop, as in the sidebar. */
  view: boolean;
};

/** The screens of one module's menu, in the menu's order, labels translated by `label`. */
export function screenEntries(module: Module, items: readonly MenuItem[], permissions: readonly string[], label: (key: string) => string): ScreenEntry[] {
  const out: ScreenEntry[] = [];
  const walk = (list: readonly MenuItem[], trail: string[]) => {
    for (const item of list) {
      if (item.children && item.children.length > 0) walk(item.children, [...trail, label(item.translate)]);
      else if (item.path) out.push({ key: `${module}:${item.path}`, module, path: item.path, label: label(item.translate), trail, icon: item.icon, view: item.view });
    }
  };
  walk(visibleMenu(items, permissions), []);
  return out;
}

const searchScreens = fuzzySearch<ScreenEntry>(['label', 'trail', 'path']);
const searchLots = fuzzySearch<Lot>(['name', 'prefix', 'plaza_name']);

export const matchingScreens = (screens: readonly ScreenEntry[], query: string): readonly ScreenEntry[] => searchScreens(screens, query);
export const matchingLots = (lots: readonly Lot[], query: string): readonly Lot[] => searchLots(lots, query);
