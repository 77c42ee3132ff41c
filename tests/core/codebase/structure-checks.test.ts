import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The two static checks of npm test that issue 14 asks for, run on a project laid out in a temporary folder.
let fixture = '';

/** A project whose src/, tests/ and e2e/ hold `files` (path → source). */
function projectWith(files: readonly string[]): string {
  fixture = mkdtempSync(join(tmpdir(), 'structure-checks-'));
  for (const root of ['src', 'tests', 'e2e']) mkdirSync(join(fixture, root));
  for (const path of files) {
    mkdirSync(join(fixture, path, '..'), { recursive: true });
    writeFileSync(join(fixture, path), 'export {};\n');
  }
  return fixture;
}

const run = (script: string, cwd: string) => spawnSync(process.execPath, [resolve(`scripts/${script}`)], { cwd, encoding: 'utf8' });
const filesIn = (folder: string, count: number) => Array.from({ length: count }, (_, i) => `${folder}/part-${String(i)}.ts`);

afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = '';
});

describe('scripts/check-structure.mjs', () => {
  it('passes a folder of 40 source files, whatever else it holds', () => {
    const result = run('check-structure.mjs', projectWith([...filesIn('src/app/forms', 40), 'src/app/forms/notes.md']));
    expect(result.status, result.stderr).toBe(0);
  });

  it('fails a folder of 41, naming it', () => {
    const result = run('check-structure.mjs', projectWith([...filesIn('src/app/forms', 20), ...filesIn('tests/server', 41)]));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${join('tests', 'server')}: 41 source files`);
    expect(result.stderr).not.toContain('forms');
  });
});

describe('scripts/check-file-names.mjs', () => {
  it('passes kebab-case names, route parameters and __root', () => {
    const result = run('check-file-names.mjs', projectWith(['src/app/routes/forms.$id.edit.tsx', 'src/app/routes/__root.tsx', 'src/core/tree/tree-order.ts']));
    expect(result.status, result.stderr).toBe(0);
  });

  it('fails camelCase, snake_case and capitalised names, naming each', () => {
    const result = run('check-file-names.mjs', projectWith(['src/app/designerReducer.ts', 'tests/answer_rows.test.ts', 'e2e/Shell.spec.ts']));
    expect(result.status).toBe(1);
    for (const name of ['designerReducer.ts', 'answer_rows.test.ts', 'Shell.spec.ts']) expect(result.stderr).toContain(name);
  });
});
