import type { ResponseSubmission, SavedResponse } from '#core/api';
import { ErrorCode } from '#core/api';
import type { Db } from '#server/db/connect';
import { ApiError } from '#server/http/api-error';
import { refusedValueError } from '#server/http/refused-value';
import { newBatchTally } from './answer-limits';
import { type LockedDb, isolated, withFormLocks } from './form-locks';
import { type GroupLimits, groupCommit } from './group-commit';
import { type PreparedResponse, type SaveContext, commitResponses, formsWithLimits, prepareOrAcknowledge } from './save-response';

/** What became of one item: saved (or acknowledged as a duplicate), or refused with its own error. */
export type ItemOutcome = SavedResponse | ApiError;

/** A submission whose form limits answers: its limits are checked under the form's lock, inside the write. */
interface UnderLock { underLock: ResponseSubmission }

/** An item of a request: decided already, checked and ready to insert, or to check under the lock. */
type WriteItem = ItemOutcome | PreparedResponse | UnderLock;

/** One request's items (one for the single endpoint, up to 100 for the batch), with who sent them. */
interface WriteRequest { ctx: SaveContext; items: WriteItem[] }

export type LogError = (error: unknown) => void;

/**
 * Most responses one write carries (the statement stays short), and writes at once: two, so one
 * gathers the next group while the other commits (WAL flush). Four split 50 clients' singles into
 * groups of about four responses and cost 20 % more CPU per response, server and database together
 * (bench/README.md, "ingest"); one left the database idle between a batch's writes. Writes under
 * forms' locks hold a transaction, and those of one form run one after another anyway.
 */
export const WRITE_LIMITS = { maxSize: 200, maxInFlight: 2 };
const LOCKED_WRITE_LIMITS = { maxSize: 200, maxInFlight: 2 };

const isPrepared = (item: WriteItem): item is PreparedResponse => 'submission' in item;
const isUnderLock = (item: WriteItem): item is UnderLock => 'underLock' in item;

export function asApiError(error: unknown, log: LogError): ApiError {
  if (error instanceof ApiError) return error;
  const refused = refusedValueError(error);
  if (refused) return refused;
  log(error);
  return new ApiError(500, ErrorCode.Server, { key: 'error.answerNotSaved' });
}

/** One statement for all; if it fails, each item alone, so one bad item cannot hold back the rest. */
async function commitEachOnFailure(
  items: PreparedResponse[],
  commit: (items: PreparedResponse[]) => Promise<ItemOutcome[]>,
  log: LogError,
): Promise<ItemOutcome[]> {
  try {
    return await commit(items);
  } catch (error) {
    if (items.length === 1) return [asApiError(error, log)];
    const results: ItemOutcome[] = [];
    for (const item of items) {
      try {
        results.push(...(await commit([item])));
      } catch (itemError) {
        results.push(asApiError(itemError, log));
      }
    }
    return results;
  }
}

/**
 * The items that wait for the lock are checked now, in arrival order, with one tally for the
 * whole write: an item counts the rows the earlier ones of this write will add (maxAnswers, one
 * answer per person), whichever request they came from. Each check gets a savepoint.
 */
async function checkUnderLock(locked: LockedDb, requests: WriteRequest[], log: LogError): Promise<WriteItem[][]> {
  const batch = newBatchTally();
  const checked: WriteItem[][] = [];
  for (const { ctx, items } of requests) {
    const done: WriteItem[] = [];
    for (const item of items) {
      if (!isUnderLock(item)) {
        done.push(item);
        continue;
      }
      try {
        done.push(await isolated(locked, (db) => prepareOrAcknowledge({ ...ctx, db, batch }, item.underLock)));
      } catch (error) {
        done.push(asApiError(error, log));
      }
    }
    checked.push(done);
  }
  return checked;
}

/**
 * One write for several requests: the forms' locks when a form limits answers, the checks that
 * need them, then ONE statement for every accepted item (commitResponses), each item getting its
 * own outcome. Nothing is reported before the transaction holding the locks has committed: if it
 * fails, the whole write throws and every request it carried is told its answers were not saved.
 */
async function writeTogether(db: Db, requests: WriteRequest[], log: LogError): Promise<ItemOutcome[][]> {
  const lockedForms = requests.flatMap((r) => r.items.filter(isUnderLock).map((item) => item.underLock.formId));
  return withFormLocks(db, lockedForms, async (locked) => {
    const checked = await checkUnderLock(locked, requests, log);
    const prepared = checked.flat().filter(isPrepared);
    const committed = await commitEachOnFailure(prepared, (items) => isolated(locked, (tx) => commitResponses(tx, items)), log);
    const outcomes = new Map(prepared.map((item, i) => [item, committed[i]]));
    return checked.map((items) => items.map((item) => (isPrepared(item) ? outcomes.get(item) ?? asApiError(new Error('no outcome'), log) : item as ItemOutcome)));
  });
}

type Writer = (request: WriteRequest, log: LogError) => Promise<ItemOutcome[]>;

const writers = new WeakMap<Db, Writer>();

function queueOf(db: Db, limits: GroupLimits) {
  const queue = groupCommit<{ request: WriteRequest; log: LogError }, ItemOutcome[]>(
    (group) => writeTogether(db, group.map((g) => g.request), (error) => group[0]?.log(error)),
    limits,
  );
  return (request: WriteRequest, log: LogError) => queue.submit({ request, log }, request.items.length);
}

/**
 * The write queues of this process for this database (group commit, decision D73): while the
 * writes are busy, the requests that arrive wait and the next write carries them all in one
 * statement. Requests with items of limited forms have a queue of their own: their writes may wait
 * for a form's lock (another process holds it), and must not keep every other answer waiting too.
 * The log of the first request of a write reports that write's unexpected errors.
 */
function writerFor(db: Db): Writer {
  let writer = writers.get(db);
  if (!writer) {
    const [plain, locked] = [queueOf(db, WRITE_LIMITS), queueOf(db, LOCKED_WRITE_LIMITS)];
    writer = (request, log) => (request.items.some(isUnderLock) ? locked : plain)(request, log);
    writers.set(db, writer);
  }
  return writer;
}

/**
 * Saves a request's submissions (already parsed; `refused` holds the outcome of those that were
 * not) and returns one outcome per item, in order. Items of forms without limits are checked here,
 * concurrently with other requests; those of forms with limits are checked inside the write.
 */
export async function saveSubmissions(
  ctx: SaveContext, submissions: readonly (ResponseSubmission | ApiError)[], log: LogError,
): Promise<ItemOutcome[]> {
  const parsed = submissions.filter((s): s is ResponseSubmission => !(s instanceof ApiError));
  const limited = new Set(await formsWithLimits(ctx, parsed.map((s) => s.formId)));
  const items: WriteItem[] = [];
  for (const submission of submissions) {
    if (submission instanceof ApiError) items.push(submission);
    else if (limited.has(submission.formId)) items.push({ underLock: submission });
    else items.push(await prepareOrAcknowledge(ctx, submission).catch((error: unknown) => asApiError(error, log)));
  }
  if (!items.some((item) => isPrepared(item) || isUnderLock(item))) return items as ItemOutcome[];
  try {
    return await writerFor(ctx.db)({ ctx, items }, log);
  } catch (error) {
    const failed = asApiError(error, log);
    return items.map((item) => (isPrepared(item) || isUnderLock(item) ? failed : item));
  }
}
