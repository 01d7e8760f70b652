import { MenuAnswer, type MenuItem, type Module } from '../contracts/menu.struct';
import { apiCall } from './http';

export type MenuRead = { items: MenuItem[]; permissions: string[] };

/** The sidebar of a module, already filtered by the server for the user's permissions, and those permissions. */
export async function fetchMenu(module: Module): Promise<MenuRead> {
  const answer = await apiCall(MenuAnswer, `menus/${module}`);
  return { items: answer.data, permissions: answer.permissions };
}
