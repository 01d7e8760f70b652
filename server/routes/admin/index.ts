// The admin module's routes (issue 20), one line per area; each area's file declares its routes (server/routes/admin/<area>.ts).
import type { FastifyInstance } from 'fastify';
import { adminSettingsRoutes } from './settings';
import { adminStatisticsRoutes } from './statistics';

export function adminRoutes(app: FastifyInstance): void {
  adminSettingsRoutes(app);
  adminStatisticsRoutes(app);
}
