// npm run localities:import -- <file.json>
// Loads the official list of administrative units into the configured database (DATA_DIR or
// DATABASE_URL, as the server opens it), replacing the previous list. docs/localities.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { translate } from '#core/i18n';
import { connectDatabase } from '#server/db/connect';
import { parseEnv } from '#server/env/env-schema';
import { databaseTarget } from '#server/env/server-config';
import { flattenLocalityFile, localityFileSchema } from '#server/localities/locality-file';
import { countLocalities, replaceLocalities } from '#server/localities/locality-store';

const path = process.argv[2];
if (!path) {
  console.error('Usage: npm run localities:import -- <file.json>');
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
const flat = flattenLocalityFile(parsed.data);
if (!flat.ok) {
  for (const problem of flat.problems) console.error(`${problem.field}: ${translate('en', problem)}`);
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
  await replaceLocalities(database.db, flat.rows);
  const counts = await countLocalities(database.db);
  console.log(
    `Loaded ${counts.provinces} provinces, ${counts.districts} districts, ${counts.wards} communes`
    + ` (${counts.twoLevel ? 'two-level: province, commune' : 'three-level'}) into the ${database.kind} database.`,
  );
} finally {
  await database.close();
}
