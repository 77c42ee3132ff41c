import { liveQuery } from 'dexie';
import { z } from 'zod';
import { createErrorReportBodySchema, errorReportCalls, errorReportCreatedSchema, type CreateErrorReportBody } from '#core/api';
import { backoffDelayMs } from './backoff';
import type { SyncConfig } from './contract';
import { db } from './db';
import { getSyncConfig } from './meta';
import { credentialsFor, getCurrentOwner, ownerStamp, visibleTo } from './ownership';
import { requestFlush } from './sync-hub';
import { warnInBackground } from './diagnostics';
import {
  JSON_HEADERS, REQUEST_TIMEOUT_MS, RequestFailed, identityHeaders, isTransient, problemOf, readEnvelope, sendRequest,
} from './http/http-client';

/** A queued "report a problem with this form" message. */
export interface QueuedReport {
  reportId: string;
  /** 'rejected': the server refused it for good (e.g. invalid): kept for the person, not resent */
  state: 'pending' | 'rejected';
  body: CreateErrorReportBody;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string | null;
  problem: { code: string; message: string } | null;
  /** the signed-in user (id) who wrote it; absent when written anonymously (ownership.ts) */
  owner?: string;
}

const reportRowSchema = z.object({
  reportId: z.string(),
  state: z.enum(['pending', 'rejected']).catch('pending'),
  body: createErrorReportBodySchema,
  attempts: z.number().int().nonnegative().catch(0),
  createdAt: z.string().catch(() => new Date(0).toISOString()),
  nextAttemptAt: z.string().nullable().catch(null),
  problem: z.object({ code: z.string(), message: z.string() }).nullable().catch(null),
  owner: z.string().optional().catch(undefined),
});

export function parseReportRow(row: unknown): QueuedReport | null {
  const parsed = reportRowSchema.safeParse(row);
  if (!parsed.success || parsed.data.reportId !== parsed.data.body.reportId) return null;
  const { owner, ...report } = parsed.data;
  return owner ? { ...report, owner } : report;
}

/**
 * Queues a "report a problem" message: written to IndexedDB first, sent by the sync engine
 * (also after a reload), exactly once thanks to its reportId. Queueing the same reportId again
 * keeps the first one.
 */
export async function queueErrorReport(report: CreateErrorReportBody): Promise<QueuedReport> {
  const body = createErrorReportBodySchema.parse(report);
  const fresh: QueuedReport = {
    reportId: body.reportId, state: 'pending', body, attempts: 0, createdAt: new Date().toISOString(), nextAttemptAt: null, problem: null,
    ...(await ownerStamp()),
  };
  const stored = await db.transaction('rw', db.reportOutbox, async () => {
    const existing = parseReportRow(await db.reportOutbox.get(body.reportId));
    if (existing) return existing;
    await db.reportOutbox.put({ ...fresh });
    return fresh;
  });
  requestFlush('queued');
  return stored;
}

export async function listQueuedReports(): Promise<QueuedReport[]> {
  return (await db.reportOutbox.toArray()).map(parseReportRow).filter((r): r is QueuedReport => r !== null);
}

/** Live list of the queued reports the person signed in now may see (for the outbox screen). */
export function subscribeQueuedReports(callback: (reports: QueuedReport[]) => void): () => void {
  const subscription = liveQuery(async () => visibleTo(await listQueuedReports(), await getCurrentOwner())).subscribe({
    next: callback,
    error: (error: unknown) => warnInBackground('[offline] report queue query failed', error),
  });
  return () => subscription.unsubscribe();
}

/**
 * Where one queued report stands: `sent` once the server acknowledged it (the flush removes a report
 * only then; the person discarding it in the outbox also removes it), `waiting` while it is kept for
 * a later try (offline, server out of reach: `tried` once a try failed), `rejected` when refused for good.
 */
export type ReportDelivery =
  | { state: 'waiting'; tried: boolean }
  | { state: 'sent' }
  | { state: 'rejected'; message: string };

export function watchReportDelivery(reportId: string, callback: (delivery: ReportDelivery) => void): () => void {
  const subscription = liveQuery(async (): Promise<ReportDelivery> => {
    const report = parseReportRow(await db.reportOutbox.get(reportId));
    if (!report) return { state: 'sent' };
    if (report.state === 'rejected') return { state: 'rejected', message: report.problem?.message ?? '' };
    return { state: 'waiting', tried: report.attempts > 0 };
  }).subscribe({
    next: callback,
    error: (error: unknown) => warnInBackground('[offline] report delivery query failed', error),
  });
  return () => subscription.unsubscribe();
}

/**
 * When the reports this person may send will be tried again (ms since the epoch), for the retry
 * timer. Read after a flush: a time already past belongs to a report that flush could not try (no
 * settings yet), left to the next trigger rather than a timer firing again at once.
 */
export async function reportRetryTimes(now = Date.now()): Promise<number[]> {
  const reports = visibleTo(await listQueuedReports(), await getCurrentOwner());
  return reports.filter((r) => r.state === 'pending' && r.nextAttemptAt).map((r) => Date.parse(r.nextAttemptAt ?? ''))
    .filter((time) => time > now);
}

export interface ReportFlushOptions {
  // `| undefined`: the service worker's flush forwards its own optional transport options
  fetch?: typeof fetch | undefined;
  baseUrl?: string | undefined;
  config?: (() => Promise<SyncConfig | null>) | undefined;
  ignoreBackoff?: boolean;
  now?: () => Date;
  random?: () => number;
  timeoutMs?: number;
}

export interface ReportFlushResult {
  sent: number;
  rejected: number;
  retrying: number;
}

/**
 * Sends the due pending reports one by one (oldest first), each for the person who wrote it:
 * anonymous ones without credentials, a user's only while that user is signed in. The server stores a reportId once, so a
 * report sent twice (two tabs, a lost reply) is harmless. A network failure, a timeout, 408, 429 or
 * 5xx stops the run and backs off; another refusal keeps the report as 'rejected' with its reason.
 */
export async function flushReports(options: ReportFlushOptions = {}): Promise<ReportFlushResult> {
  const now = options.now ?? (() => new Date());
  const result: ReportFlushResult = { sent: 0, rejected: 0, retrying: 0 };
  const at = now();
  const due = visibleTo(await listQueuedReports(), await getCurrentOwner())
    .filter((r) => r.state === 'pending' && (options.ignoreBackoff || !r.nextAttemptAt || Date.parse(r.nextAttemptAt) <= at.getTime()))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (due.length === 0) return result;
  const config = await (options.config ?? getSyncConfig)();
  if (!config) return result;
  for (const report of due) {
    const outcome = await send(report, config, options);
    if (outcome.kind === 'saved') {
      await db.reportOutbox.delete(report.reportId);
      result.sent++;
    } else if (outcome.kind === 'refused') {
      await db.reportOutbox.update(report.reportId, { state: 'rejected', attempts: report.attempts + 1, problem: outcome.problem });
      result.rejected++;
    } else {
      const attempts = report.attempts + 1;
      const nextAttemptAt = new Date(at.getTime() + backoffDelayMs(attempts, options.random)).toISOString();
      await db.reportOutbox.update(report.reportId, { attempts, nextAttemptAt, problem: outcome.problem });
      result.retrying = due.length - result.sent - result.rejected;
      return result; // the server is out of reach: the others wait too
    }
  }
  return result;
}

type SendOutcome = { kind: 'saved' } | { kind: 'refused' | 'retry'; problem: { code: string; message: string } };

async function send(report: QueuedReport, config: SyncConfig, options: ReportFlushOptions): Promise<SendOutcome> {
  try {
    const reply = await sendRequest({
      url: `${options.baseUrl ?? ''}${errorReportCalls.create.path}`,
      method: 'POST',
      credentials: credentialsFor(report.owner),
      headers: { ...JSON_HEADERS, ...identityHeaders(config) },
      body: JSON.stringify(report.body),
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      fetch: options.fetch,
    });
    const reading = readEnvelope(reply, errorReportCreatedSchema);
    if (reading.kind === 'data') return { kind: 'saved' };
    return { kind: isTransient(reply.response.status, reading) ? 'retry' : 'refused', problem: problemOf(reading) };
  } catch (error) {
    if (error instanceof RequestFailed) return { kind: 'retry', problem: { code: error.code, message: '' } };
    throw error;
  }
}

/** Puts a refused report back in line. */
export async function retryReport(reportId: string): Promise<void> {
  await db.reportOutbox.update(reportId, { state: 'pending', nextAttemptAt: null, problem: null });
  requestFlush('retry');
}

/** Removes a report only because the person asked to. */
export async function discardReport(reportId: string): Promise<void> {
  await db.reportOutbox.delete(reportId);
}
