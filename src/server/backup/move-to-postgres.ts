import type postgres from 'postgres';
import { connectDatabase } from '#server/db/connect';
import { type CopyStep, type Query, copyOrder, quoteIdent as q, rowCounts, tableColumns } from './catalogue';
import { type PgliteHandle, assertEmptyPostgres, openPglite, openPostgres } from './sql-clients';

/** The rows of a query as COPY text, straight out of PGlite. */
async function copyOut(pglite: PgliteHandle, select: string): Promise<Buffer> {
  const result = await pglite.client.query(`copy (${select}) to '/dev/blob'`);
  return result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
}

async function copyIn(tx: postgres.TransactionSql, table: string, columns: string[], rows: Buffer): Promise<void> {
  if (rows.length === 0) return;
  const stream = await tx.unsafe(`copy ${q(table)} (${columns.map(q).join(', ')}) from stdin`).writable();
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(rows);
  });
}

/** Copies one table; references to rows copied later go in empty and are set afterwards (`deferred`). */
async function copyTable(pglite: PgliteHandle, tx: postgres.TransactionSql, step: CopyStep): Promise<void> {
  const columns = await tableColumns(pglite.query, step.table);
  const select = columns.map((c) => (step.deferred.includes(c) ? `null as ${q(c)}` : q(c))).join(', ');
  await copyIn(tx, step.table, columns, await copyOut(pglite, `select ${select} from ${q(step.table)}`));
}

async function fillDeferred(pglite: PgliteHandle, tx: postgres.TransactionSql, step: CopyStep): Promise<void> {
  if (step.deferred.length === 0) return;
  const columns = await tableColumns(pglite.query, step.table);
  if (!columns.includes('id')) throw new Error(`${step.table} refers to itself but has no id column to set the references by.`);
  const kept = `moved_${step.table}`;
  await tx.unsafe(`create temporary table ${q(kept)} on commit drop as select id, ${step.deferred.map(q).join(', ')} from ${q(step.table)} with no data`);
  const rows = await copyOut(pglite, `select id, ${step.deferred.map(q).join(', ')} from ${q(step.table)} where ${step.deferred.map((c) => `${q(c)} is not null`).join(' or ')}`);
  await copyIn(tx, kept, ['id', ...step.deferred], rows);
  await tx.unsafe(`update ${q(step.table)} t set ${step.deferred.map((c) => `${q(c)} = k.${q(c)}`).join(', ')} from ${q(kept)} k where t.id = k.id`);
}

/** Identity and serial columns continue after the highest id copied. */
async function advanceSequences(tx: postgres.TransactionSql): Promise<void> {
  const columns = await tx.unsafe<{ table_name: string; column_name: string }[]>(`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`);
  for (const { table_name: table, column_name: column } of columns) {
    await tx.unsafe(`select setval(pg_get_serial_sequence('${q(table).replaceAll("'", "''")}', '${column.replaceAll("'", "''")}'),
      coalesce(max(${q(column)}), 0) + 1, false) from ${q(table)}`);
  }
}

/**
 * Moves an embedded installation (server stopped) into an empty PostgreSQL database: the schema is
 * made by the same migrations, then every table is copied in one transaction, parents before
 * children, and the sequences set past the copied ids. Uploaded files stay where they are
 * (DATA_DIR/files). Returns the row counts, checked equal on both sides.
 */
export async function moveToPostgres(pgliteDataDir: string, url: string): Promise<Record<string, number>> {
  const pglite = await openPglite(pgliteDataDir);
  try {
    const empty = openPostgres(url);
    try {
      await assertEmptyPostgres(empty.query, url);
    } finally {
      await empty.close();
    }
    const target = await connectDatabase({ kind: 'postgres', url, max: 2 });
    await target.close();
    const pg = openPostgres(url);
    try {
      const steps = await copyOrder(pglite.query);
      await pg.sql.begin(async (tx) => {
        for (const step of steps) await copyTable(pglite, tx, step);
        for (const step of steps) await fillDeferred(pglite, tx, step);
        await advanceSequences(tx);
      });
      return await sameCounts(pglite.query, pg.query);
    } finally {
      await pg.close();
    }
  } finally {
    await pglite.close();
  }
}

async function sameCounts(source: Query, target: Query): Promise<Record<string, number>> {
  const [from, to] = [await rowCounts(source), await rowCounts(target)];
  const wrong = Object.keys(from).filter((t) => from[t] !== to[t]);
  if (wrong.length > 0) throw new Error(`Row counts differ after the move: ${wrong.map((t) => `${t} ${from[t]} → ${to[t] ?? 'none'}`).join(', ')}`);
  return to;
}
