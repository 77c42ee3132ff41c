import { eq } from 'drizzle-orm';
import { type CompanySettingsForm, configCalls as calls } from '#core/api';
import { companies } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { logAction } from '#server/logs/action-log';

const tags = ['config'];
const who = 'administrators, system users, ConfigManage';
const columns = { logoHeadWhite: companies.logoHeadWhite, logoHeadBlue: companies.logoHeadBlue, smsOtpEnabled: companies.smsOtpEnabled };
const toForm = (r: { logoHeadWhite: string | null; logoHeadBlue: string | null; smsOtpEnabled: number }): CompanySettingsForm =>
  ({ logoHeadWhite: r.logoHeadWhite, logoHeadBlue: r.logoHeadBlue, smsOtpEnabled: r.smsOtpEnabled === 1 ? 1 : 0 });

/** The company's own settings; the header logos change through config/logo, the SMS OTP flag here. */
export function companySettingsRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.companySettings, { tags, summary: `The company's header logos and SMS OTP flag (${who})` }, async (req) => {
    const [row] = await db.select(columns).from(companies).where(eq(companies.id, req.company.id));
    if (!row) throw notFound();
    return ok(toForm(row));
  });

  registerCall(app, calls.saveCompanySettings, { tags, summary: `Turn SMS OTP verification on (1) or off (0) for the company (${who})` }, async (req) => {
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
