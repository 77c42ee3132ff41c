import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { executePrepared } from '#server/db/prepared';
import { rowsOf } from '#server/db/rows-of';
import { vietnamDaySql } from '#server/statistics/answer-filter';
import { ONE_SHARD, addBucketsSql, bucketRowsSql } from '#server/statistics/bucket-rows';
import { enqueueInserted } from '#server/webhooks/delivery-queue';

export interface ResponseInsert {
  id: string;
  form_id: number;
  company_id: number;
  form_version: number;
  user_id: number | null;
  device_id: string | null;
  content_hash: string;
  submitted_at: string | null;
  verified_email?: string | null;
  verified_phone?: string | null;
  /** the captcha this response spends (settings.requireCaptcha) */
  captcha_id?: string | null;
  /** sha256 of the verification token this response binds (settings.verification) */
  verification_hash?: string | null;
}

export interface AnswerInsert {
  response_id: string;
  form_id: number;
  element_id: string;
  value: unknown;
  value_text: string | null;
  value_number: number | null;
  /** how the statistics draw the question in the version answered (question-kinds.ts), null for none */
  chart: string | null;
}

export interface StoredRow {
  id: string;
  received_at: Date | string;
  form_id: number;
  content_hash: string;
  company_id: number;
}

/** A proof another response took between the checks and this statement. */
export type TakenProof = 'captcha' | 'verification';

export interface InsertOutcome {
  /** the rows this statement created; a responseId already stored is absent */
  inserted: StoredRow[];
  /** responses left out because their proof was taken meanwhile */
  unproven: Map<string, TakenProof>;
}

/** `n`: the position in the list, so the first of several responses carrying one proof gets it. */
const incoming = (responses: readonly ResponseInsert[]) => sql`
  SELECT * FROM jsonb_to_recordset(${JSON.stringify(responses.map((r, n) => ({ ...r, n })))}::jsonb) AS r(
    id uuid, form_id integer, company_id integer, form_version integer, user_id integer, device_id text, content_hash text,
    submitted_at timestamptz, verified_email text, verified_phone text, captcha_id uuid, verification_hash text, n integer)`;

/**
 * The proofs, spent in the statement that stores their responses: the verification token is bound
 * to its response (or already is: a retry), then the captcha of each response whose token holds is
 * spent; `proven` are the responses whose proofs all held. Two statements racing for one proof: the
 * row lock makes the second re-read it, find it taken, and leave its response out.
 */
const spendProofs = sql`
  bound AS (
    UPDATE respondent_verifications v SET response_id = r.id
    FROM (SELECT DISTINCT ON (verification_hash) id, verification_hash FROM incoming WHERE verification_hash IS NOT NULL ORDER BY verification_hash, n) r
    WHERE v.token_hash = r.verification_hash AND (v.response_id IS NULL OR v.response_id = r.id)
    RETURNING r.id
  ), spent AS (
    UPDATE captchas c SET used = true
    FROM (SELECT DISTINCT ON (captcha_id) id, captcha_id FROM incoming
      WHERE captcha_id IS NOT NULL AND (verification_hash IS NULL OR id IN (SELECT id FROM bound)) ORDER BY captcha_id, n) r
    WHERE c.id = r.captcha_id AND NOT c.used
    RETURNING r.id
  ), proven AS (
    SELECT * FROM incoming r
    WHERE (r.verification_hash IS NULL OR r.id IN (SELECT id FROM bound)) AND (r.captcha_id IS NULL OR r.id IN (SELECT id FROM spent))
  ),`;

const unprovenRows = sql`
  UNION ALL
  SELECT r.id, NULL, NULL, NULL, NULL,
    CASE WHEN r.verification_hash IS NOT NULL AND r.id NOT IN (SELECT id FROM bound) THEN 'verification' ELSE 'captcha' END
  FROM incoming r WHERE r.id NOT IN (SELECT id FROM proven)`;

/**
 * ONE statement, atomic by itself: the proofs the responses carry are spent, the responses are
 * inserted with ON CONFLICT (id) DO NOTHING and, in the same statement, the answers of exactly the
 * rows that insert created, their counts in the statistics' buckets (bucket-rows.ts) and their
 * webhook deliveries. If any part fails, nothing of it happened: no answer stored, no captcha
 * spent, no token bound, no count added, no delivery queued. The rows travel as two JSON parameters, so a batch of any size is
 * one round trip; responses without proofs skip the proof part entirely.
 */
export async function insertResponses(db: Db, responses: readonly ResponseInsert[], answers: readonly AnswerInsert[]): Promise<InsertOutcome> {
  const withProofs = responses.some((r) => r.captcha_id || r.verification_hash);
  const proofs: SQL = withProofs ? spendProofs : sql`proven AS (SELECT * FROM incoming),`;
  const rows = rowsOf<StoredRow & { unproven: TakenProof | null }>(await executePrepared(db, withProofs ? 'insert_responses_proven' : 'insert_responses', sql`
    WITH incoming AS (${incoming(responses)}), ${proofs} inserted AS (
      INSERT INTO responses (id, form_id, company_id, form_version, user_id, device_id, content_hash, submitted_at, verified_email, verified_phone)
      SELECT id, form_id, company_id, form_version, user_id, device_id, content_hash, submitted_at, verified_email, verified_phone
      FROM proven
      ON CONFLICT (id) DO NOTHING
      RETURNING id, received_at, form_id, content_hash, company_id, submitted_at
    ), ${enqueueInserted} fresh_responses AS (
      SELECT id, form_id, ${vietnamDaySql(sql`least(submitted_at, received_at)`)} AS day, ${ONE_SHARD} AS shard FROM inserted
    ), fresh_answers AS (
      SELECT a.*, r.day, r.shard
      FROM jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) AS a(
        response_id uuid, form_id integer, element_id text, value jsonb, value_text text, value_number double precision, chart text)
      JOIN fresh_responses r ON r.id = a.response_id
    ), stored_answers AS (
      INSERT INTO answers (response_id, form_id, element_id, value, value_text, value_number)
      SELECT response_id, form_id, element_id, value, value_text, value_number FROM fresh_answers
    ), counted AS (
      ${addBucketsSql(bucketRowsSql(sql`fresh_answers`, sql`fresh_responses`))}
    )
    SELECT id, received_at, form_id, content_hash, company_id, NULL::text AS unproven FROM inserted
    ${withProofs ? unprovenRows : sql``}`));
  const unproven = new Map<string, TakenProof>();
  const inserted: StoredRow[] = [];
  for (const { unproven: taken, ...row } of rows) {
    if (taken) unproven.set(row.id, taken);
    else inserted.push(row);
  }
  return { inserted, unproven };
}
