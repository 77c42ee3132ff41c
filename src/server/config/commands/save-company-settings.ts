import { eq } from 'drizzle-orm';
import type { CompanySettingsForm } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { companies } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { columns, toForm } from '../company-settings';

/** Turns SMS OTP verification on or off for the actor's company; the caller forgets its cached company row. */
export async function saveCompanySettings(db: Db, actor: Actor, body: { smsOtpEnabled: 0 | 1 }): Promise<CompanySettingsForm> {
  const companyId = actor.company.id;
  return db.transaction(async (tx) => {
    const [old] = await tx.select(columns).from(companies).where(eq(companies.id, companyId)).for('update');
    if (!old) throw notFound();
    const row = oneRow(await tx.update(companies).set({ smsOtpEnabled: body.smsOtpEnabled, updatedAt: new Date() }).where(eq(companies.id, companyId)).returning(columns), 'company');
    await logAction(tx, actor, { type: 'update', title: 'Company settings', entity: 'company-settings', entityId: companyId, oldData: toForm(old), newData: toForm(row) });
    return toForm(row);

  });
}
