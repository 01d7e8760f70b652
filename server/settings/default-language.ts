// The company's language (admin Settings) answers a call whose headers name no language we speak (neither
// X-Locale nor Accept-Language): a device, a script, a bare client. Registered after the auth hook, which set
// the headers' language or Spanish. The settings are kept in memory, so this costs a read only after a save.
import type { FastifyInstance } from 'fastify';
import { headerLocale } from '../http/locale';
import { keptSettings, readSettings, settingsLanguage } from './company-settings';

export function registerCompanyLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || headerLocale(request.headers) !== null) return done();
    const kept = keptSettings(app.db);
    if (kept) {
      request.locale = settingsLanguage(kept);
      return done();
    }
    // A failed read keeps Spanish: the request itself may not need the database, and its own reads will report.
    readSettings(app.db).then(
      (settings) => {
        request.locale = settingsLanguage(settings);
        done();
      },
      () => done(),
    );
  });
}
