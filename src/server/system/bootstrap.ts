import { eq } from 'drizzle-orm';
import { UserRole, UserStatus } from '#core/api';
import { passwordProblem } from '#core/auth';
import { hashPassword } from '#server/auth/password-hash';
import { generatePassword } from '#server/auth/tokens';
import type { Db } from '#server/db/connect';
import { companies, permissionGroups, permissions, users } from '#server/db/schema/index';
import { basePermissionGroups, basePermissions } from './permission-catalogue';

export interface BootstrapResult {
  companyId: number;
  /** set only when this call created the administrator with a generated password */
  generatedPassword: string | null;
  created: boolean;
}

export async function seedPermissionCatalogue(db: Db): Promise<void> {
  await db.insert(permissionGroups).values(basePermissionGroups.map((g) => ({ ...g }))).onConflictDoNothing();
  const groups = await db.select().from(permissionGroups);
  const groupId = new Map(groups.map((g) => [g.code, g.id]));
  await db.insert(permissions)
    .values(basePermissions.map((p) => ({ code: p.code, name: p.name, zone: p.zone, groupId: groupId.get(p.group) ?? null })))
    .onConflictDoNothing();
}

/** First start: the first company and its system administrator `admin`. Idempotent. */
export async function bootstrap(db: Db, options: { adminPassword?: string | null | undefined; companyName?: string | undefined }): Promise<BootstrapResult> {
  await seedPermissionCatalogue(db);
  const [existing] = await db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
  if (existing) return { companyId: existing.id, generatedPassword: null, created: false };
  const given = options.adminPassword ?? null;
  if (given !== null && passwordProblem(given)) throw new Error('ADMIN_PASSWORD does not meet the password rule (8+ characters, a digit, an upper- and a lower-case letter)');
  const password = given ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name: options.companyName ?? 'Cổng khảo sát ý kiến', type: 3 }).returning();
    if (!company) throw new Error('company not created');
    await tx.insert(users).values({
      companyId: company.id, username: 'admin', name: 'Administrator', passwordHash,
      status: UserStatus.Active, role: UserRole.Administrator, isSystem: true,
    });
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, company.id));
    if (!admin) throw new Error('administrator not created');
    return { companyId: company.id, generatedPassword: given === null ? password : null, created: true };
  });
}
