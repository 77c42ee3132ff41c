import { eq } from 'drizzle-orm';
import { type CompanySettingsForm, companySettingsBodySchema, companySettingsFormSchema } from '#core/api';
import { successSchema } from '#core/api';
import { api } from '#core/api';
import { requireAdministratorOr } from '#server/auth/require-permission';
import { companies } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { logAction } from '#server/logs/action-log';
import { CONFIG_PERMISSION } from './config-group-routes';

const tags = ['config'];
const who = 'administrators, system users, ConfigManage';
const reply = { 200: successSchema(companySettingsFormSchema) };
const columns = { logoHeadWhite: companies.logoHeadWhite, logoHeadBlue: companies.logoHeadBlue, smsOtpEnabled: companies.smsOtpEnabled };
const toForm = (r: { logoHeadWhite: string | null; logoHeadBlue: string | null; smsOtpEnabled: number }): CompanySettingsForm =>
  ({ logoHeadWhite: r.logoHeadWhite, logoHeadBlue: r.logoHeadBlue, smsOtpEnabled: r.smsOtpEnabled === 1 ? 1 : 0 });

/** The company's own settings; the header logos change through config/logo, the SMS OTP flag here. */
export function companySettingsRoutes(app: ZodApp): void {
  const db = app.db;
  app.get(api.configCompanySettings, { schema: { tags, summary: `The company's header logos and SMS OTP flag (${who})`, response: reply } }, async (req) => {
    await requireAdministratorOr(db, req, CONFIG_PERMISSION);
    const [row] = await db.select(columns).from(companies).where(eq(companies.id, req.company.id));
    if (!row) throw notFound();
    return ok(toForm(row));
  });

  app.post(api.configCompanySettings, {
    schema: { tags, summary: `Turn SMS OTP verification on (1) or off (0) for the company (${who})`, body: companySettingsBodySchema, response: reply },
  }, async (req) => {
    await requireAdministratorOr(db, req, CONFIG_PERMISSION);
    const companyId = req.company.id;
    const updated = await db.transaction(async (tx) => {
      const [old] = await tx.select(columns).from(companies).where(eq(companies.id, companyId)).for('update');
      if (!old) throw notFound();
      const [row] = await tx.update(companies).set({ smsOtpEnabled: req.body.smsOtpEnabled, updatedAt: new Date() }).where(eq(companies.id, companyId)).returning(columns);
      await logAction(tx, req, { type: 'update', title: 'Company settings', entity: 'company-settings', entityId: companyId, oldData: toForm(old), newData: toForm(row!) });
      return row!;
    });
    app.hotRows.companies.forget(companyId);
    return ok(toForm(updated));
  });
}
