import { eq } from 'drizzle-orm';
import type { CompanySettingsForm } from '#core/api';
import type { Db } from '#server/db/connect';
import { companies } from '#server/db/schema/index';
import { notFound } from '#server/domain/domain-error';

export const columns = { logoHeadWhite: companies.logoHeadWhite, logoHeadBlue: companies.logoHeadBlue, smsOtpEnabled: companies.smsOtpEnabled };
export const toForm = (r: { logoHeadWhite: string | null; logoHeadBlue: string | null; smsOtpEnabled: number }): CompanySettingsForm =>
  ({ logoHeadWhite: r.logoHeadWhite, logoHeadBlue: r.logoHeadBlue, smsOtpEnabled: r.smsOtpEnabled === 1 ? 1 : 0 });

/** The company's header logos and SMS OTP flag. */
export async function companySettings(db: Db, companyId: number): Promise<CompanySettingsForm> {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
  return toForm(row);
}
