import { configCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { saveCompanySettings } from './commands/save-company-settings';
import { companySettings } from './company-settings';

const tags = ['config'];
const who = 'administrators, system users, ConfigManage';

/** The company's own settings; the header logos change through config/logo, the SMS OTP flag here. */
export function companySettingsRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.companySettings, { tags, summary: `The company's header logos and SMS OTP flag (${who})` }, async (req) =>
    ok(await companySettings(db, req.company.id)));

  registerCall(app, calls.saveCompanySettings, { tags, summary: `Turn SMS OTP verification on (1) or off (0) for the company (${who})` }, async (req) => {
    const saved = await saveCompanySettings(db, req.actor, req.body);
    app.hotRows.companies.forget(req.company.id);
    return ok(saved);
  });
}
