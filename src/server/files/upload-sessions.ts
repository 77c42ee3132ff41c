import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '#core/api';
import type { UploadSession, startUploadBodySchema } from '#core/api';
import { files, uploadSessions } from '#server/db/schema/index';
import { ApiError, notFound, validationError } from '#server/http/api-error';
import { newStorageKey } from './file-storage';
import { SNIFF_BYTES, sniffType, uploadRules } from './file-types';
import type { UploadContext } from './receive-upload';
import { fileTooLarge, fileTypeRefused, tokenInvalid } from './upload-errors';
import { consumeUploadToken, findUsableToken, purposeOf } from './upload-tokens';

export const UPLOAD_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** The largest chunk one PATCH may carry; the page sends 1 MB. */
export const CHUNK_MAX_BYTES = 2 * 1024 * 1024;

type SessionRow = typeof uploadSessions.$inferSelect;

export const toSession = (row: SessionRow): UploadSession => ({ uploadId: row.id, received: row.received, size: row.size, key: row.storageKey });

const expired = () => new ApiError(410, ErrorCode.NotFound, { key: 'error.uploadExpired' });
const isExpired = (row: SessionRow) => row.storageKey === null && row.expiresAt.getTime() <= Date.now();

/** Spends the token (checked like a one-request upload: purpose, announced type and size), then opens the session. */
export async function startSession(ctx: UploadContext, body: z.infer<typeof startUploadBodySchema>): Promise<UploadSession> {
  const token = await findUsableToken(ctx.db, ctx.companyId, body.token);
  if (!token) throw tokenInvalid();
  const rule = uploadRules[purposeOf(token)];
  // the content decides in the end; an announced type already refused need not send its bytes
  if (body.type !== '' && !rule.types.includes(body.type)) throw fileTypeRefused('type');
  if (body.size > rule.maxBytes) throw fileTooLarge('size', rule.maxBytes);
  return ctx.db.transaction(async (tx) => {
    const spent = await consumeUploadToken(tx, ctx.companyId, body.token);
    if (!spent) throw tokenInvalid();
    const [row] = await tx.insert(uploadSessions).values({
      id: randomUUID(),
      companyId: spent.companyId,
      userId: spent.userId,
      formId: spent.formId,
      filename: spent.filename,
      mimeType: body.type,
      purpose: spent.purpose,
      size: body.size,
      expiresAt: new Date(Date.now() + UPLOAD_SESSION_TTL_MS),
    }).returning();
    if (!row) throw new Error('upload session not written');
    return toSession(row);
  });
}

/** The session as it stands; an expired one is refused and its bytes removed. */
export async function sessionStatus(ctx: UploadContext, uploadId: string): Promise<UploadSession> {
  const [row] = await ctx.db.select().from(uploadSessions)
    .where(and(eq(uploadSessions.id, uploadId), eq(uploadSessions.companyId, ctx.companyId))).limit(1);
  if (!row) throw notFound();
  if (isExpired(row)) {
    await ctx.storage.removePart(row.id);
    throw expired();
  }
  return toSession(row);
}

/** `conflict`: the chunk was not at `received` (or the upload is complete); the page re-syncs from the session. */
export type ChunkOutcome = { kind: 'ok'; session: UploadSession } | { kind: 'conflict'; session: UploadSession };

type Locked = ChunkOutcome | { kind: 'refused' };

/**
 * Appends one chunk at `offset`, only when the server holds exactly `offset` bytes. The row is
 * locked meanwhile, so two tabs sending the same chunk cannot both write it. On the last byte the
 * content's type is checked as a one-request upload's is, and the file is stored and recorded.
 */
export async function appendChunk(ctx: UploadContext, uploadId: string, offset: number, bytes: Buffer): Promise<ChunkOutcome> {
  let storedKey: string | null = null;
  let outcome: Locked;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(uploadSessions)
        .where(and(eq(uploadSessions.id, uploadId), eq(uploadSessions.companyId, ctx.companyId))).limit(1).for('update');
      if (!row) throw notFound();
      if (isExpired(row)) throw expired();
      if (row.storageKey !== null || offset !== row.received) return { kind: 'conflict', session: toSession(row) } as const;
      if (offset + bytes.length > row.size) throw validationError([{ field: 'body', key: 'validation.uploadSizeMismatch' }]);
      if (bytes.length === 0) return { kind: 'ok', session: toSession(row) } as const;
      const length = await ctx.storage.appendPart(row.id, offset, bytes);
      await tx.update(uploadSessions).set({ received: length }).where(eq(uploadSessions.id, row.id));
      // fewer bytes on disk than the row said (lost in a crash): the page resends from there
      if (length !== offset + bytes.length) return { kind: 'conflict', session: toSession({ ...row, received: length }) } as const;
      if (length < row.size) return { kind: 'ok', session: toSession({ ...row, received: length }) } as const;

      const type = sniffType(await ctx.storage.readPartHead(row.id, SNIFF_BYTES), row.filename);
      if (!type || !uploadRules[purposeOf(row)].types.includes(type.mime)) {
        await tx.delete(uploadSessions).where(eq(uploadSessions.id, row.id));
        return { kind: 'refused' } as const;
      }
      const key = newStorageKey(type.extension);
      await ctx.storage.finishPart(row.id, key);
      storedKey = key;
      await tx.insert(files).values({ companyId: row.companyId, ownerId: row.userId, formId: row.formId, name: row.filename, storageKey: key, mimeType: type.mime, size: row.size });
      const completed = { received: length, storageKey: key, completedAt: new Date() };
      await tx.update(uploadSessions).set(completed).where(eq(uploadSessions.id, row.id));
      return { kind: 'ok', session: toSession({ ...row, ...completed }) } as const;
    });
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set in the transaction's callback, which the narrowing cannot see
    if (storedKey) await ctx.storage.remove(storedKey).catch((err: unknown) => ctx.log.error({ err, key: storedKey }, 'could not remove a file not recorded'));
    throw error;
  }
  if (outcome.kind === 'refused') {
    await ctx.storage.removePart(uploadId);
    throw fileTypeRefused('file');
  }
  return outcome;
}
