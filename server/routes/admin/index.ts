// The admin module's routes (issue 20), one line per area; each area's file declares its routes (server/routes/admin/<area>.ts).
import type { FastifyInstance } from 'fastify';
import { adminGiftRoutes } from './gifts';
import { adminPackageRoutes } from './packages';
import { adminRoleRoutes } from './roles';
import { adminBrandRoutes } from './brands';
import { adminCategoryRoutes } from './categories';
import { adminParkingRoutes } from './parkings';
import { adminPlazaRoutes } from './plazas';
import { adminRequestRoutes } from './requests';
import { adminSettingsRoutes } from './settings';
import { adminStatisticsRoutes } from './statistics';
import { adminUserRoutes } from './users';

export function adminRoutes(app: FastifyInstance): void {
  adminUserRoutes(app);
  adminRequestRoutes(app);
  adminPackageRoutes(app);
  adminGiftRoutes(app);
  adminRoleRoutes(app);
  adminPlazaRoutes(app);
  adminParkingRoutes(app);
  adminBrandRoutes(app);
  adminCategoryRoutes(app);
  adminSettingsRoutes(app);
  adminStatisticsRoutes(app);
}
