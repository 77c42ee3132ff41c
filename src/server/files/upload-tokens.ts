import { and, eq, gt, isNull } from 'drizzle-orm';
import { type FileToken, type UploadPurpose, uploadFileName, uploadPurposeSchema } from '#core/api';
import { randomToken, sha256 } from '#server/auth/tokens';
import type { Db } from '#server/db/connect';
import { uploadTokens } from '#server/db/schema/index';

export const UPLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;
export type UploadTokenRow = typeof uploadTokens.$inferSelect;

/**
 * The name shown and sent back in Content-Disposition: '&' becomes '-' (SPEC 5), any folder part is
 * dropped, control and bidi-override characters (which disguise names) are removed.
 */
export function cleanFileName(raw: string): string {
  const last = uploadFileName(raw).split(/[\\/]/).pop() ?? '';
  return last.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim().slice(0, 255);
}

/** Who asks for a token: a signed-in user, or (purpose 'answer') an anonymous respondent. */
export interface TokenOwner {
  companyId: number;
  userId: number | null;
  /** purpose 'answer': the form answered; its file is then served only to readers of its answers */
  formId: number | null;
}

export const userOwner = (user: { id: number; companyId: number }): TokenOwner => ({ companyId: user.companyId, userId: user.id, formId: null });

/** A single-use token; only its hash is stored. */
export async function issueUploadToken(db: Db, owner: TokenOwner, filename: string, purpose: UploadPurpose): Promise<FileToken> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + UPLOAD_TOKEN_TTL_MS);
  await db.insert(uploadTokens).values({ tokenHash: sha256(token), companyId: owner.companyId, userId: owner.userId, formId: owner.formId, filename, purpose, expiresAt });
  return { token, filename, expiresAt: expiresAt.toISOString() };
}

const usable = (companyId: number, token: string) => and(
  eq(uploadTokens.tokenHash, sha256(token)),
  eq(uploadTokens.companyId, companyId),
  isNull(uploadTokens.usedAt),
  gt(uploadTokens.expiresAt, new Date()),
);

/** The token's row while it may still be used by this company, else null. */
export async function findUsableToken(db: Db, companyId: number, token: string): Promise<UploadTokenRow | null> {
  const [row] = await db.select().from(uploadTokens).where(usable(companyId, token)).limit(1);
  return row ?? null;
}

/** Marks the token used, only if it still is usable: of two uploads racing on one token, one wins. */
export async function consumeUploadToken(db: Db, companyId: number, token: string): Promise<UploadTokenRow | null> {
  const [row] = await db.update(uploadTokens).set({ usedAt: new Date() }).where(usable(companyId, token)).returning();
  return row ?? null;
}

export const purposeOf = (row: Pick<UploadTokenRow, 'purpose'>): UploadPurpose => uploadPurposeSchema.catch('image').parse(row.purpose);
