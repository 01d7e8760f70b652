// The company settings (issue 20; docs/api.md "Admin: settings"): GET|PUT admin/settings and the lock date's
// closings, GET|POST admin/settings/closings. Permission nexo.roles (who may change roles may change anything);
// no tenant: the settings are the platform's.
import type { FastifyInstance } from 'fastify';
import { ClosingBody, ClosingsQuery, settingsProblems, SettingsBody } from '../../../src/contracts/company-settings.struct';
import { ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { listClosings, moveLockDate } from '../../settings/closings';
import { readSettings, saveSettings, settingsAnswer } from '../../settings/company-settings';

const PERMISSION = 'nexo.roles';
/** The settings the platform starts with: saving them changes nothing. */
const DEFAULTS: SettingsBody = { language: 'es', currency: 'MXN', time_zone: 'America/Monterrey', tax_required: false, tax_bp: 1600, service_bp: 0, service_before_tax: true };

export function adminSettingsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/settings',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async () => ({ data: settingsAnswer(await readSettings(app.db)) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/settings',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    body: SettingsBody,
    example: () => ({ body: DEFAULTS }),
    handler: async ({ body, locale }) => {
      const problems = settingsProblems(body);
      if (Object.keys(problems).length > 0) throw ValidationError.fromRules(Object.entries(problems), locale);
      return { message: t('settingsSaved', locale), data: settingsAnswer(await saveSettings(app.db, body)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/settings/closings',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: ClosingsQuery,
    example: () => ({ query: { page: '1', per_page: '10' } }),
    handler: async ({ query }) => listClosings(app.db, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/settings/closings',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    body: ClosingBody,
    example: { skip: 'moves the lock date, which every later case would meet; covered in tests/server/admin-settings.test.ts' },
    sample: () => ({ body: { lock_date: '2026-01-31', note: 'Cierre de enero' } }),
    handler: async ({ body, user, locale }) => {
      const { settings, closing } = await moveLockDate(app.db, body, user.id, locale);
      const message = closing.to_date === null ? t('periodUnlocked', locale) : closing.reopening ? t('periodReopened', locale, closing.to_date) : t('periodClosed', locale, closing.to_date);
      return { message, data: settingsAnswer(settings), closing };
    },
  });
}
