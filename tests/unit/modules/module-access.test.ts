// Which modules a user has (src/domain/modules/module-access.ts): the console's table is the server's menus'
// permissions, module by module, and a module is had with any one of them.
import { describe, expect, it } from 'vitest';
import { MODULES, type MenuItem } from '../../../src/contracts/menu.struct';
import { hasModule, MODULE_PERMISSIONS } from '../../../src/domain/modules/module-access';
import { ROLES } from '../../../server/auth/role-permissions';
import { MENUS } from '../../../server/menus';

const permissionsOf = (items: readonly MenuItem[]): string[] => items.flatMap((i) => [...(i.permission ? [i.permission] : []), ...permissionsOf(i.children ?? [])]);

describe('the modules a user has', () => {
  it.each(MODULES)('asks for the permissions of the %s menu, no more, no fewer', (module) => {
    expect([...MODULE_PERMISSIONS[module]].sort()).toEqual([...new Set(permissionsOf(MENUS[module]))].sort());
  });

  it('gives the platform admin the nexo and Big Data modules, a shop owner shopping and shopping to go', () => {
    const of = (roleId: number) => MODULES.filter((m) => hasModule(ROLES.find((r) => r.id === roleId)?.permissions ?? [], m));
    expect(of(1)).toEqual(['nexo', 'bigdata']);
    expect(of(2)).toEqual(['parking', 'operator']);
    expect(of(4)).toEqual(['shopping', 'salesman']);
    expect(hasModule(['category.view'], 'bigdata')).toBe(false);
  });
});
