import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitMessages } from '../../../../scripts/vite-messages';

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
