import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FormDesign } from '#core/forms';
import { type Db, migrationsFolder } from '#server/db/connect';
import { forms } from '#server/db/schema/index';
import { bootstrap } from '#server/system/bootstrap';

const options = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, label: `Lựa chọn ${i + 1}` }));

/** Ten questions, one of each kind of chart that counts something, plus a text question. */
export const benchDesign = {
  title: 'Bench stats', description: '', logic: [],
  settings: { answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false, requireCaptcha: false, verification: 'none', inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null },
  phases: [{ id: 'p1', title: '', elements: [
    { id: 'radio', kind: 'radio', title: 'Radio', required: false, options: options('o', 5) },
    { id: 'checkbox', kind: 'checkbox', title: 'Checkbox', required: false, options: options('o', 5) },
    { id: 'dropdown', kind: 'dropdown', title: 'Dropdown', required: false, options: options('d', 10) },
    { id: 'boolean', kind: 'boolean', title: 'Boolean', required: false },
    { id: 'rating', kind: 'rating', title: 'Rating', required: false, max: 5 },
    { id: 'linearScale', kind: 'linearScale', title: 'Scale', required: false, min: 1, max: 10 },
    { id: 'number', kind: 'number', title: 'Number', required: false },
    { id: 'decimal', kind: 'decimal', title: 'Decimal', required: false },
    { id: 'text', kind: 'text', title: 'Text', required: false },
    { id: 'address', kind: 'address', title: 'Address', required: false, addressLevels: ['province'] },
  ] }],
} as unknown as FormDesign;

/**
 * `responses` rows spread over the last 60 days and 10 answers each, written by two
 * INSERT ... SELECT over generate_series: the database makes the rows, nothing crosses the wire.
 */
export async function seedBench(db: Db, count: number): Promise<number> {
  const { companyId } = await bootstrap(db, { adminPassword: 'Bench-Pass1' });
  const [owner] = await db.query.users.findMany({ limit: 1 });
  const [form] = await db.insert(forms).values({ companyId, ownerId: owner!.id, title: 'Bench stats', status: 1, shortUrl: randomBytes(4).toString('hex'), design: benchDesign }).returning();
  const formId = form!.id;
  // PGlite has no autovacuum; on PostgreSQL keep it from analysing mid-run so "no statistics" means that on both
  await db.execute(sql`alter table responses set (autovacuum_enabled = false)`);
  await db.execute(sql`alter table answers set (autovacuum_enabled = false)`);
  await db.execute(sql`alter table statistics_buckets set (autovacuum_enabled = false)`);
  await db.execute(sql`
    insert into responses (id, form_id, company_id, form_version, content_hash, submitted_at, received_at)
    select md5('r' || i)::uuid, ${formId}, ${companyId}, 1, md5('r' || i), at, at
    from generate_series(1, ${count}) as i, lateral (select now() - ((i % 60) * interval '1 day') - ((i % 86400) * interval '1 second') as at) t`);
  await db.execute(sql`
    insert into answers (response_id, form_id, element_id, value, value_text, value_number)
    select md5('r' || i)::uuid, ${formId}, q.element_id, q.value, q.value_text, q.value_number
    from generate_series(1, ${count}) as i
    cross join lateral (values
      ('radio', to_jsonb('o' || (i % 5)), 'o' || (i % 5), null::float8),
      ('checkbox', jsonb_build_array('o' || (i % 5), 'o' || ((i % 5 + 1 + (i / 7) % 4) % 5)), 'o' || (i % 5) || chr(10) || 'o' || ((i % 5 + 1 + (i / 7) % 4) % 5), null),
      ('dropdown', to_jsonb('d' || (i % 10)), 'd' || (i % 10), null),
      ('boolean', to_jsonb(i % 3 = 0), (i % 3 = 0)::text, null),
      ('rating', to_jsonb(i % 5 + 1), (i % 5 + 1)::text, (i % 5 + 1)::float8),
      ('linearScale', to_jsonb(i % 10 + 1), (i % 10 + 1)::text, (i % 10 + 1)::float8),
      ('number', to_jsonb(i % 100), (i % 100)::text, (i % 100)::float8),
      ('decimal', to_jsonb((i % 1000) / 10.0), ((i % 1000) / 10.0)::text, (i % 1000) / 10.0),
      ('text', to_jsonb('Ý kiến số ' || (i % 500)), 'Ý kiến số ' || (i % 500), null),
      ('address', jsonb_build_object('province', lpad((i % 63 + 1)::text, 2, '0')), jsonb_build_object('province', lpad((i % 63 + 1)::text, 2, '0'))::text, null)
    ) as q(element_id, value, value_text, value_number)`);
  return formId;
}

/**
 * The statistics' buckets of the seeded answers (the server keeps them as answers arrive; the
 * seed writes answers directly): the backfill statement of migration 0010, over every form.
 */
export async function countIntoBuckets(db: Db): Promise<void> {
  const migration = readFileSync(join(migrationsFolder, '0010_statistics_aggregates.sql'), 'utf8');
  const backfill = migration.split('--> statement-breakpoint')[1];
  if (!backfill) throw new Error('migration 0010 has no backfill statement');
  await db.execute(sql`delete from statistics_buckets`);
  await db.execute(sql.raw(backfill));
}
