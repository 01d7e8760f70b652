import { MenuAnswer, type MenuItem, type Module } from '../contracts/menu.struct';
import { apiCall } from './http';

/** The sidebar of a module, already filtered by the server for the user's permissions. */
export const fetchMenu = async (module: Module): Promise<MenuItem[]> => (await apiCall(MenuAnswer, `menus/${module}`)).data;
