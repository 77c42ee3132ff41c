// node scripts/vendor-localities.mjs
// Writes src/server/localities/data/vn-2025-07.json, the two-level list (34 provinces, 3,321
// communes and wards since 1 July 2025) the server loads at first start, from the npm package
// vn-provinces-wards (MIT). The package is not installed (it depends on express, xlsx and the bogus
// `fs` package): `npm pack` fetches its tarball into a temporary folder and only its JSON is read.
// docs/localities.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'vn-provinces-wards';
const VERSION = '1.0.2';
const EXPECTED = { provinces: 34, wards: 3321 };
const target = join(dirname(fileURLToPath(import.meta.url)), '../src/server/localities/data/vn-2025-07.json');

const fail = (message) => {
  console.error(`${message}; nothing was written.`);
  process.exit(1);
};

const folder = mkdtempSync(join(tmpdir(), 'vendor-localities-'));
try {
  execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--silent'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('tar', ['-xzf', `${PACKAGE}-${VERSION}.tgz`], { cwd: folder });
  const read = (name) => JSON.parse(readFileSync(join(folder, 'package', 'src', 'json_data', name), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(folder, 'package', 'package.json'), 'utf8'));
  const provinces = read('provinces.json');
  const wards = read('wards.json');
  if (provinces.length !== EXPECTED.provinces || wards.length !== EXPECTED.wards) {
    fail(`${PACKAGE}@${VERSION} has ${provinces.length} provinces and ${wards.length} wards, not ${EXPECTED.provinces} and ${EXPECTED.wards}`);
  }
  const byCode = (a, b) => a.code.localeCompare(b.code);
  const data = [...provinces].sort(byCode).map((province) => ({
    level1_id: province.code,
    name: province.name,
    level3s: wards.filter((ward) => ward.province_code === province.code).sort(byCode).map((ward) => ({ level3_id: ward.code, name: ward.name })),
  }));
  const placed = data.reduce((sum, province) => sum + province.level3s.length, 0);
  if (placed !== EXPECTED.wards) fail(`${EXPECTED.wards - placed} wards name no province of the list`);
  const source = { package: PACKAGE, version: manifest.version, license: manifest.license, repository: manifest.repository?.url ?? '' };
  // one province per line: small, and a diff shows which province changed
  const lines = data.map((province) => `  ${JSON.stringify(province)}`).join(',\n');
  writeFileSync(target, `{"source":${JSON.stringify(source)},\n"data":[\n${lines}\n]}\n`);
  console.log(`Wrote ${provinces.length} provinces and ${wards.length} wards of ${PACKAGE}@${manifest.version} (${manifest.license}) to ${target}.`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
