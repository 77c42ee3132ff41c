import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The stricter flags of D68 (docs/ARCHITECTURE.md, "Compiler and lint flags"), proven on sources
// linted in place of a file of a layer (in memory: the type-aware rules need a file the project
// knows): each probe breaks one rule and the config must refuse it.
const offlineFile = 'src/offline/diagnostics.ts';
const coreFile = 'src/core/short-url.ts';
const appFile = 'src/app/shared/lib/download.ts';
const serverFile = 'src/server/db/rows-of.ts';
const featureFile = 'src/app/features/auth/auth-api.ts';
const deepFeatureFile = 'src/app/features/designer/state/reducer.ts';
const shellFile = 'src/app/shell/errors/stale-code.ts';
const routeFile = 'src/app/routes/login.tsx';
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function problems(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}
const rulesOf = (messages: readonly Linter.LintMessage[]) => messages.map((m) => m.ruleId ?? 'unused-directive');

describe('the stricter lint flags (D68)', { timeout: 180_000 }, () => {
  it('refuses console in the client, which writes through warnInBackground', async () => {
    expect(rulesOf(await problems(offlineFile, "export const probe = () => console.warn('x');\n"))).toContain('no-console');
  });

  it('refuses in the offline layer the globals the service worker lacks', async () => {
    expect(rulesOf(await problems(offlineFile, 'export const probe = () => window.location.href;\n'))).toContain('no-restricted-globals');
  });

  it('refuses in core a non-null assertion (strictTypeChecked) and a switch that misses a member of its union', async () => {
    const code = [
      "export const first = (list: readonly string[]): string => list[0]!;",
      "export function size(kind: 'a' | 'b'): number {",
      '  switch (kind) {',
      "    case 'a':",
      '      return 1;',
      '  }',
      '  return 0;',
      '}',
      '',
    ].join('\n');
    const rules = rulesOf(await problems(coreFile, code));
    expect(rules).toContain('@typescript-eslint/no-non-null-assertion');
    expect(rules).toContain('@typescript-eslint/switch-exhaustiveness-check');
  });

  it('refuses in the app what strictTypeChecked and stylisticTypeChecked refuse, a `||` default of a number included', async () => {
    const code = [
      "export const first = (list: readonly string[]): string => list[0]!;",
      'export const pageOf = (page: number | undefined): number => page || 1;',
      '',
    ].join('\n');
    const rules = rulesOf(await problems(appFile, code));
    expect(rules).toContain('@typescript-eslint/no-non-null-assertion');
    expect(rules).toContain('@typescript-eslint/prefer-nullish-coalescing');
  });

  it('refuses in the server every strict rule, the five it once had off included', async () => {
    const code = [
      "export const first = (list: readonly string[]): string => list[0]!;",
      'export const twice = (n: number): number => Number(n) * 2;',
      'export const pageOf = (page: number | undefined): number => page || 1;',
      'export const orEmpty = (list: readonly string[]): readonly string[] => list ?? [];',
      'export const letters = (text: string): string[] => [...text];',
      '',
    ].join('\n');
    const rules = rulesOf(await problems(serverFile, code));
    for (const rule of ['no-non-null-assertion', 'no-unnecessary-type-conversion', 'prefer-nullish-coalescing', 'no-unnecessary-condition', 'no-misused-spread']) {
      expect(rules).toContain(`@typescript-eslint/${rule}`);
    }
  });

  it('refuses a disable comment that disables nothing', async () => {
    const messages = await problems(coreFile, '// eslint-disable-next-line no-console -- nothing here logs\nexport const probe = 1;\n');
    expect(messages.map((m) => m.message).join('\n')).toMatch(/Unused eslint-disable directive/);
    expect(messages.every((m) => m.severity === 2)).toBe(true);
  });
});

// The client's zones (issue 14, docs/ARCHITECTURE.md "Client"): a feature never imports another, shared
// and the shell never import a feature, only routes compose them.
describe('the client\'s feature zones', { timeout: 180_000 }, () => {
  const importOf = (from: string) => `import { designerMessages } from '${from}';\nexport const probe = designerMessages;\n`;
  const refusesImport = async (file: string, from: string) => rulesOf(await problems(file, importOf(from)));

  it('refuses a feature importing another, by subpath or by a relative path, from its top folder or deeper', async () => {
    expect(await refusesImport(featureFile, '#app/features/designer/designer-messages')).toContain('no-restricted-imports');
    expect(await refusesImport(featureFile, '../designer/designer-messages')).toContain('no-restricted-imports');
    expect(await refusesImport(deepFeatureFile, '#app/features/answering/answering-messages')).toContain('no-restricted-imports');
    expect(await refusesImport(deepFeatureFile, '../../answering/answering-messages')).toContain('no-restricted-imports');
  });

  it('refuses shared and the shell importing a feature', async () => {
    expect(await refusesImport(appFile, '#app/features/designer/designer-messages')).toContain('no-restricted-imports');
    expect(await refusesImport(shellFile, '#app/features/designer/designer-messages')).toContain('no-restricted-imports');
  });

  it('lets a route compose features, and a feature import its own files and shared', async () => {
    expect(await refusesImport(routeFile, '#app/features/designer/designer-messages')).not.toContain('no-restricted-imports');
    expect(await refusesImport(deepFeatureFile, '#app/features/designer/designer-messages')).not.toContain('no-restricted-imports');
    expect(await refusesImport(featureFile, '#app/shared/i18n/common-messages')).not.toContain('no-restricted-imports');
  });
});
