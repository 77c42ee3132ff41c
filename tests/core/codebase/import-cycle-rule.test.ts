import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// ESLint's `local/no-import-cycle` (scripts/lint/import-cycles.mjs, issue 14: no import cycle anywhere in
// src/) run over a src/ laid out in a temporary folder: the rule reads the graph from disk once per run.
const files: Record<string, string> = {
  'src/app/shared/lib/a.ts': "import type { B } from './b';\nexport type A = { b: B };\n",
  'src/app/shared/lib/b.ts': "import type { A } from '#app/shared/lib/a';\nexport type B = { a?: A };\n",
  'src/core/tree/index.ts': "export const leaf = 1;\n",
  'src/app/shared/lib/c.ts': "import { leaf } from '#core/tree';\nexport const c = leaf;\n",
};
let root = '';
let ruleProblems: (file: string) => string[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  process.env.IMPORT_CYCLE_ROOT = root;
  const rule = pathToFileURL(resolve('scripts/lint/import-cycles.mjs')).href; // a plain .mjs, no types
  const { localPlugin } = (await import(rule)) as { localPlugin: ESLint.Plugin };
  const linter = new Linter({ configType: 'flat', cwd: root });
  const config: Linter.Config[] = [{
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { local: localPlugin },
    rules: { 'local/no-import-cycle': 'error' },
  }];
  ruleProblems = (file) => linter.verify(files[file] ?? '', config, { filename: join(root, file) }).map((m) => m.message);
});

afterAll(() => {
  delete process.env.IMPORT_CYCLE_ROOT;
  rmSync(root, { recursive: true, force: true });
});

describe('local/no-import-cycle', () => {
  it('refuses both imports of a cycle, type-only and through a subpath too, printing the way back', () => {
    expect(ruleProblems('src/app/shared/lib/a.ts')).toEqual([expect.stringContaining('src/app/shared/lib/a.ts → src/app/shared/lib/b.ts → src/app/shared/lib/a.ts')]);
    expect(ruleProblems('src/app/shared/lib/b.ts')).toHaveLength(1);
  });

  it('leaves an import outside any cycle alone', () => {
    expect(ruleProblems('src/app/shared/lib/c.ts')).toEqual([]);
  });
});
