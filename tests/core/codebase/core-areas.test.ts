import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const check = (folder?: string) => spawnSync(process.execPath, ['scripts/check-core-areas.mjs', ...(folder ? [folder] : [])], { encoding: 'utf8' });

let fixture = '';
/** A src/core laid out from `files` (path → source). */
function coreWith(files: Record<string, string>): string {
  fixture = mkdtempSync(join(tmpdir(), 'core-areas-'));
  const core = join(fixture, 'src', 'core');
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(core, path)), { recursive: true });
    writeFileSync(join(core, path), source);
  }
  return core;
}

afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = '';
});

describe('scripts/check-core-areas.mjs', () => {
  it('passes on src/core', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on areas that import each other in a cycle, naming the imports', () => {
    const result = check(coreWith({
      'forms/index.ts': "export * from './form.schema';\n",
      'forms/form.schema.ts': "import type { Rule } from '../logic/rule';\nexport type Form = { rules: Rule[] };\n",
      'logic/index.ts': "export * from './rule';\n",
      'logic/rule.ts': "import type { Form } from '../forms/form.schema';\nexport type Rule = { form: Form };\n",
    }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('forms → logic → forms');
    expect(result.stderr).toContain('src/core/logic/rule.ts → src/core/forms/form.schema');
  });

  it('fails when a domain area imports api, and on an area without its entry', () => {
    const result = check(coreWith({
      'api/index.ts': "export const channels = ['email'];\n",
      'forms/form.schema.ts': "import { channels } from '../api/index';\nexport const first = channels[0];\n",
    }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('forms imports api');
    expect(result.stderr).toContain('src/core/forms has no index.ts');
  });
});
