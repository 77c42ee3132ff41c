// npm run localities:import -- --list <list> <file.json>
// Loads an official list of administrative units into the configured database (DATA_DIR or
// DATABASE_URL, as the server opens it), replacing the named list only. docs/localities.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { localityListIdSchema, localityListIds } from '#core/forms';
import { translate } from '#core/i18n';
import { connectDatabase } from '#server/db/connect';
import { parseEnv } from '#server/env/env-schema';
import { databaseTarget } from '#server/env/server-config';
import { ApiError } from '#server/http/api-error';
import { localityFileSchema } from '#core/api';
import { localityRowsFor, replaceLocalities } from '#server/localities/commands/import-localities';
import { countLocalities } from '#server/localities/queries';

const usage = `Usage: npm run localities:import -- --list <${localityListIds.join('|')}> <file.json>`;
const args = (() => {
  try {
    return parseArgs({ options: { list: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
})();
const path = args.positionals[0];
const list = localityListIdSchema.safeParse(args.values.list);
if (!path || !list.success) {
  console.error(usage);
  process.exit(2);
}

let json: unknown;
try {
  json = JSON.parse(readFileSync(resolve(path), 'utf8'));
} catch (error) {
  console.error(`Cannot read ${path} as JSON: ${(error as Error).message}`);
  process.exit(1);
}
const parsed = localityFileSchema.safeParse(json);
if (!parsed.success) {
  console.error(`${path} is not a locality list of the expected shape; nothing was written.\n${z.prettifyError(parsed.error)}`);
  process.exit(1);
}
let rows;
try {
  rows = localityRowsFor(list.data, parsed.data);
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  for (const problem of error.fields ?? []) console.error(`${problem.field}: ${translate('en', problem)}`);
  console.error('Nothing was written.');
  process.exit(1);
}

const env = parseEnv(process.env);
if (!env.ok) {
  console.error(`The environment has bad values.\n  ${env.problems.join('\n  ')}`);
  process.exit(1);
}
const database = await connectDatabase(databaseTarget(env.env));
try {
  await replaceLocalities(database.db, list.data, rows);
  const counts = await countLocalities(database.db, list.data);
  console.log(
    `Loaded ${counts.provinces} provinces, ${counts.districts} districts, ${counts.wards} communes`
    + ` (${counts.twoLevel ? 'two-level: province, commune' : 'three-level'}) as the list ${list.data} into the ${database.kind} database.`,
  );
} finally {
  await database.close();
}
