import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';

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
}

export interface AnswerInsert {
  response_id: string;
  form_id: number;
  element_id: string;
  value: unknown;
  value_text: string | null;
  value_number: number | null;
}

export interface StoredRow {
  id: string;
  received_at: Date | string;
  form_id: number;
  content_hash: string;
  company_id: number;
}

/**
 * ONE statement, atomic by itself: the responses are inserted with ON CONFLICT (id) DO NOTHING
 * and, in the same statement, the answers of exactly the rows that insert created. The rows
 * travel as two JSON parameters, so a batch of any size is one round trip. Returns the rows it
 * created; a responseId already stored is simply absent.
 */
export async function insertResponses(db: Db, responses: readonly ResponseInsert[], answers: readonly AnswerInsert[]): Promise<StoredRow[]> {
  return rowsOf<StoredRow>(await db.execute(sql`
    WITH inserted AS (
      INSERT INTO responses (id, form_id, company_id, form_version, user_id, device_id, content_hash, submitted_at, verified_email, verified_phone)
      SELECT id, form_id, company_id, form_version, user_id, device_id, content_hash, submitted_at, verified_email, verified_phone
      FROM jsonb_to_recordset(${JSON.stringify(responses)}::jsonb) AS r(
        id uuid, form_id integer, company_id integer, form_version integer, user_id integer,
        device_id text, content_hash text, submitted_at timestamptz, verified_email text, verified_phone text)
      ON CONFLICT (id) DO NOTHING
      RETURNING id, received_at, form_id, content_hash, company_id
    ), stored_answers AS (
      INSERT INTO answers (response_id, form_id, element_id, value, value_text, value_number)
      SELECT a.response_id, a.form_id, a.element_id, a.value, a.value_text, a.value_number
      FROM jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) AS a(
        response_id uuid, form_id integer, element_id text, value jsonb, value_text text, value_number double precision)
      JOIN inserted ON inserted.id = a.response_id
    )
    SELECT id, received_at, form_id, content_hash, company_id FROM inserted`));
}
