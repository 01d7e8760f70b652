// Pure reads of the shop's users table: the fuzzy search (threshold 0.3, spec 1 §6) on the names, the full
// name, the username, the e-mail and the role.
import type { ShopUser } from '../../contracts/shop-users.struct';
import { fuzzySearch } from '../../domain/tables/fuzzy-search';
import type { ShopUserListContext } from './shop-user-list.machine';

const searchUsers = fuzzySearch<ShopUser>(['first_name', 'last_name', 'username', 'email', 'role', { name: 'full_name', getFn: (u) => `${u.first_name} ${u.last_name}` }]);

export const foundUsers = ({ users, query }: Pick<ShopUserListContext, 'users' | 'query'>): readonly ShopUser[] => searchUsers(users, query);
