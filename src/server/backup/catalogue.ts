/** Runs one SQL text and returns its rows: the same over PGlite and postgres.js. */
export type Query = <T>(text: string) => Promise<T[]>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoteIdent = quote;

/** The application's tables (schema public), sorted by name. */
export async function listTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  return rows.map((r) => r.name);
}

/** Rows per table, to compare a database with its backup or its copy. */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(query)) {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from ${quote(table)}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

export async function tableColumns(query: Query, table: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = '${quote(table).replaceAll("'", "''")}'::regclass and attnum > 0 and not attisdropped order by attnum`,
  );
  return rows.map((r) => r.name);
}

interface ForeignKey { child: string; parent: string; columns: string[]; nullable: boolean }

async function foreignKeys(query: Query): Promise<ForeignKey[]> {
  const rows = await query<{ child: string; parent: string; columns: string[] | string; nullable: boolean }>(`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
      array(select a.attname::text from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any(c.conkey) order by a.attnum) as columns,
      bool_and(not a2.attnotnull) as nullable
    from pg_constraint c join pg_attribute a2 on a2.attrelid = c.conrelid and a2.attnum = any(c.conkey)
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
    group by c.oid, c.conrelid, c.confrelid, c.conkey`);
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');
  return rows.map((r) => ({
    child: unquote(r.child), parent: unquote(r.parent), nullable: r.nullable,
    columns: Array.isArray(r.columns) ? r.columns : r.columns.replace(/^\{|\}$/g, '').split(',').filter(Boolean),
  }));
}

/** One table to copy: `deferred` columns point at rows not copied yet, so they are filled in afterwards. */
export interface CopyStep { table: string; deferred: string[] }

/**
 * Tables in an order that satisfies their foreign keys: parents before children. A reference to a
 * table itself (a company's parent company) or around a cycle cannot be ordered: such columns
 * are copied empty and set once every row is in. They must allow null, which ours do.
 */
export async function copyOrder(query: Query): Promise<CopyStep[]> {
  const tables = await listTables(query);
  const keys = await foreignKeys(query);
  const done = new Set<string>();
  const steps: CopyStep[] = [];
  while (done.size < tables.length) {
    const waiting = tables.filter((t) => !done.has(t));
    const ready = waiting.find((t) => keys.every((k) => k.child !== t || k.parent === t || done.has(k.parent)))
      ?? waiting.find((t) => keys.every((k) => k.child !== t || k.parent === t || done.has(k.parent) || k.nullable));
    if (!ready) throw new Error(`Cannot order the tables ${waiting.join(', ')}: their references form a cycle of required columns.`);
    const deferred = keys.filter((k) => k.child === ready && (k.parent === ready || !done.has(k.parent))).flatMap((k) => k.columns);
    if (keys.some((k) => k.child === ready && deferred.some((c) => k.columns.includes(c)) && !k.nullable)) {
      throw new Error(`Cannot copy ${ready}: a required column refers to rows copied later.`);
    }
    steps.push({ table: ready, deferred: [...new Set(deferred)] });
    done.add(ready);
  }
  return steps;
}
