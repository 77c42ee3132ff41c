import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';

/** 100,000 responses × 30 questions by default; BENCH_RESPONSES makes a smaller trial. */
export const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 100_000);
export const QUESTIONS = 30;
const kinds = ['text', 'number', 'radio', 'checkbox', 'date'] as const;
const options = ['A', 'B', 'C', 'D'].map((l, i) => ({ id: `o${i}`, label: `Lựa chọn ${l}` }));
const START = Date.UTC(2026, 0, 1);

export const kindOf = (q: number) => kinds[(q - 1) % kinds.length]!;

export function benchDesign() {
  const elements = Array.from({ length: QUESTIONS }, (_, i) => {
    const q = i + 1;
    const kind = kindOf(q);
    const base = { id: `q${q}`, kind, title: `Câu hỏi ${q}: ý kiến về dịch vụ công`, required: false };
    return kind === 'radio' || kind === 'checkbox' ? { ...base, options } : base;
  });
  return {
    title: 'Khảo sát hiệu năng xuất dữ liệu', description: '', logic: [],
    settings: { answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false, requireCaptcha: false, inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null },
    phases: [{ id: 'p1', title: '', elements }],
  };
}

/** The same values the SQL below stores, computed in JS, as the export shows them (labels, dd/mm/yyyy). */
export function shownValue(i: number, q: number): string | number {
  const pick = (n: number) => options[n % 4]!.label;
  switch (kindOf(q)) {
    case 'text': return `Ý kiến số ${i}, câu ${q}`;
    case 'number': return (i * 7 + q) % 100;
    case 'radio': return pick(i + q);
    case 'checkbox': return `${pick(i + q)}; ${pick(i + q + 1)}`;
    case 'date': {
      const iso = new Date(START + ((i + q) % 365) * 86_400_000).toISOString();
      return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    }
  }
}

export const submittedAt = (i: number) => new Date(START + i * 10_000);
export const receivedAt = (i: number) => new Date(START + i * 10_000 + 1000);

/** One lateral row per (response i, question q), by the question's kind (q - 1) % 5, as the app stores it. */
const answerValue = sql`
  select to_jsonb(t), t, null::float8 from (select 'Ý kiến số ' || i || ', câu ' || q as t) x where (q - 1) % 5 = 0
  union all select to_jsonb(n), n::text, n::float8 from (select (i * 7 + q) % 100 as n) x where (q - 1) % 5 = 1
  union all select to_jsonb(o), o, null from (select 'o' || ((i + q) % 4) as o) x where (q - 1) % 5 = 2
  union all select jsonb_build_array(a, b), a || chr(10) || b, null from (select 'o' || ((i + q) % 4) as a, 'o' || ((i + q + 1) % 4) as b) x where (q - 1) % 5 = 3
  union all select to_jsonb(d), d, null from (select to_char(date '2026-01-01' + ((i + q) % 365), 'YYYY-MM-DD') as d) x where (q - 1) % 5 = 4`;

const CHUNK = 100_000;

/**
 * The answers table's secondary indexes and foreign key as statements that drop them and make them
 * again, read from the catalogue, so the table ends exactly as the migrations left it.
 */
async function answersExtras(db: Db): Promise<{ drop: string; make: string }[]> {
  const result = await db.execute(sql`
    select 'drop index ' || quote_ident(indexname) as drop, indexdef as make from pg_indexes
    where schemaname = current_schema() and tablename = 'answers'
      and indexname not in (select conname from pg_constraint where conrelid = 'answers'::regclass)
    union all
    select 'alter table answers drop constraint ' || quote_ident(conname),
      'alter table answers add constraint ' || quote_ident(conname) || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where conrelid = 'answers'::regclass and contype = 'f'`);
  return rowsOf<{ drop: string; make: string }>(result);
}

/**
 * Inserts every response and answer with generate_series. Answers go in response order (one series
 * over response × question, so no sort), 100,000 responses per statement, so a response's answers sit together on disk as they do when people
 * submit them one response at a time. The answers' secondary indexes and foreign key are dropped
 * for the load and made again after it (one sorted build each and one check of all rows, instead
 * of a random index insertion and a look-up per row: at 30,000,000 rows most of the seeding time).
 */
export async function seedAnswers(db: Db, formId: number, companyId: number): Promise<void> {
  await db.execute(sql`
    insert into responses (id, form_id, company_id, form_version, content_hash, submitted_at, received_at)
    select md5('r' || i)::uuid, ${formId}, ${companyId}, 1, 'bench',
      timestamptz '2026-01-01 00:00:00+00' + i * interval '10 seconds', timestamptz '2026-01-01 00:00:01+00' + i * interval '10 seconds'
    from generate_series(0, ${RESPONSES - 1}::int) i`);
  const extras = await answersExtras(db);
  for (const { drop } of extras) await db.execute(sql.raw(drop));
  for (let lo = 0; lo < RESPONSES; lo += CHUNK) {
    const hi = Math.min(lo + CHUNK, RESPONSES) - 1;
    await db.execute(sql`
      insert into answers (response_id, form_id, element_id, value, value_text, value_number)
      select md5('r' || i)::uuid, ${formId}, 'q' || q, v.*
      from generate_series(${lo * QUESTIONS}::int, ${(hi + 1) * QUESTIONS - 1}::int) k
      cross join lateral (select k / ${QUESTIONS} as i, k % ${QUESTIONS} + 1 as q) iq
      cross join lateral (${answerValue}) v`);
  }
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const { make } of extras) await db.execute(sql.raw(make));
  await db.execute(sql`reset maintenance_work_mem`);
  // the planner's statistics, as a server that has run a while has them (PGlite's start runs ANALYZE too)
  await db.execute(sql`analyze responses`);
  await db.execute(sql`analyze answers`);
}
