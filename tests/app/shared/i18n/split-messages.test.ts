import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citizenCataloguesGroup, splitMessages } from '../../../../scripts/vite-messages';

const common = fileURLToPath(new URL('../../../../src/app/shared/i18n/common-messages.ts', import.meta.url));
const notMessages = fileURLToPath(new URL('../../../../src/app/shared/i18n/use-t.ts', import.meta.url));

/** Runs the plugin's load hook as Vite would for one module id. */
async function load(id: string): Promise<unknown> {
  const plugin = splitMessages();
  const hook = plugin.load;
  if (typeof hook !== 'function') throw new Error('the plugin has no load hook');
  const context = { addWatchFile: () => undefined } as unknown as ThisParameterType<typeof hook>;
  return hook.call(context, id);
}

describe('the build splits each bilingual catalogue by language', () => {
  it('gives a page one language of a catalogue, as plain data', async () => {
    const english = await load(common.replace(/\.ts$/, '.commonMessages.en.js'));
    expect(english).toContain('"common.save":"Save"');
    expect(english).not.toContain('Lưu');
    const vietnamese = await load(common.replace(/\.ts$/, '.commonMessages.vi.js'));
    expect(vietnamese).toContain('"common.save":"Lưu"');
    expect(vietnamese).not.toContain('"Save"');
  });

  it('replaces the bilingual module by lazy loaders of each language', async () => {
    const lazy = await load(common);
    expect(lazy).toContain('export const commonMessages = preloadedMessages(');
    expect(lazy).toContain('import("./common-messages.commonMessages.vi.js")');
    expect(lazy).toContain('import("./common-messages.commonMessages.en.js")');
    expect(lazy).not.toContain('Lưu');
  });

  it('resolves a language module beside its messages module, so its chunk is named after catalogue and language', () => {
    const hook = splitMessages().resolveId;
    if (typeof hook !== 'function') throw new Error('the plugin has no resolveId hook');
    const context = {} as ThisParameterType<typeof hook>;
    const options = { attributes: {}, isEntry: false } as Parameters<typeof hook>[2];
    expect(hook.call(context, './common-messages.commonMessages.en.js', common, options)).toBe(common.replace(/\.ts$/, '.commonMessages.en.js'));
    expect(hook.call(context, './use-t.ts', common, options)).toBeNull();
  });

  it('leaves other modules alone', async () => {
    expect(await load(notMessages)).toBeNull();
  });
});

describe("the citizen's catalogues travel in one chunk per language", () => {
  const languageModule = (path: string, language: string) => `/app/src/app/${path}.${language}.js`;

  it("groups one language of the answering, offline, shell and shared catalogues, named after the language", () => {
    for (const path of ['features/answering/answering-messages.answeringMessages', 'features/offline/sync-messages.syncMessages', 'shell/layouts/layout-messages.layoutMessages', 'shared/i18n/common-messages.commonMessages']) {
      expect(citizenCataloguesGroup.test(languageModule(path, 'vi')), path).toBe(true);
      expect(citizenCataloguesGroup.name(languageModule(path, 'vi'))).toBe('citizen-messages-vi');
      expect(citizenCataloguesGroup.name(languageModule(path, 'en'))).toBe('citizen-messages-en');
    }
  });

  it("leaves staff catalogues, the bilingual sources and other modules to their own chunks", () => {
    expect(citizenCataloguesGroup.test(languageModule('features/designer/designer-messages.designerMessages', 'vi'))).toBe(false);
    expect(citizenCataloguesGroup.test(languageModule('shell/management/management-messages.managementMessages', 'vi'))).toBe(false);
    expect(citizenCataloguesGroup.test('/app/src/app/features/answering/answering-messages.ts')).toBe(false);
    expect(citizenCataloguesGroup.test('/app/src/app/features/answering/answer-form.tsx')).toBe(false);
  });
});
