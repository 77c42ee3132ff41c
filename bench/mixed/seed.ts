import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { forms, sessions, users } from '#server/db/schema/index';
import { ABSOLUTE_MS, IDLE_MS } from '#server/auth/session';
import { randomToken, sha256 } from '#server/auth/tokens';
import { benchDesign, seedAnswers } from '../export/dataset';
import { countIntoBuckets } from '../stats/seed';

export interface MixedSeed {
  formId: number;
  companyId: number;
  /** the administrator's session cookie (production refuses the test captcha, so no sign-in) */
  cookie: string;
}

/** The administrator the server bootstrapped at its first start. */
export async function bootstrappedAdmin(db: Db): Promise<typeof users.$inferSelect> {
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin')).limit(1);
  if (!admin) throw new Error('the server did not bootstrap its administrator');
  return admin;
}

/** A new session of that administrator, as its cookie (production refuses the test captcha, so no sign-in). */
export async function adminSession(db: Db, admin: Pick<typeof users.$inferSelect, 'id' | 'companyId'>): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: sha256(token), userId: admin.id, companyId: admin.companyId,
    idleExpiresAt: new Date(now + IDLE_MS), absoluteExpiresAt: new Date(now + ABSOLUTE_MS),
  });
  return `sid=${token}`;
}

/**
 * The export benchmark's form and answers (bench/export/dataset.ts, written by the database
 * itself with generate_series), the statistics' counts of them (bench/stats/seed.ts), planner
 * statistics, and a session of the administrator the server bootstrapped.
 */
export async function seedMixed(db: Db): Promise<MixedSeed> {
  const admin = await bootstrappedAdmin(db);
  const { companyId } = admin;
  const [form] = await db.insert(forms).values({
    companyId, ownerId: admin.id, title: 'Bench mixed', status: 1, shortUrl: randomBytes(4).toString('hex'), design: benchDesign(),
  }).returning();
  if (!form) throw new Error('no form');
  await seedAnswers(db, form.id, companyId);
  await countIntoBuckets(db);
  await db.execute(sql`analyze`);
  return { formId: form.id, companyId, cookie: await adminSession(db, admin) };
}
