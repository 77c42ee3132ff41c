import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { citizenFiles, citizenPrecache } from '../../../../scripts/vite-citizen-precache';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { elementKinds } from '#core/forms';
import { SHORT_LINK_MODULES_FILE } from '#core/constants';
import { kindModules, preloadStartStages, shortLinkRouteModules, startStageChunks } from '../../../../scripts/vite-start-stages';

function chunk(fileName: string, options: { entry?: boolean; facade?: string; modules?: string[]; imports?: string[]; lazy?: string[]; css?: string[] }): Rolldown.OutputChunk {
  return {
    type: 'chunk', fileName, isEntry: options.entry ?? false, facadeModuleId: options.facade ?? null, moduleIds: options.modules ?? (options.facade ? [options.facade] : []),
    imports: options.imports ?? [], dynamicImports: options.lazy ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

/** index → shared; routes are lazy: the short link (which lazily loads a date picker) and the designer. */
const bundle = [
  chunk('assets/index.js', { entry: true, facade: '/app/index.html', imports: ['assets/shared.js'], lazy: ['assets/code.js', 'assets/edit.js', 'assets/draft-sync.js'], css: ['assets/index.css'] }),
  chunk('assets/shared.js', {}),
  chunk('assets/code.js', { facade: '/app/src/app/routes/$code.tsx?tsr-split=component---loader', imports: ['assets/answering.js', 'assets/shared.js'], lazy: ['assets/date-picker.js'] }),
  chunk('assets/answering.js', { css: ['assets/answering.css'] }),
  chunk('assets/date-picker.js', {}),
  chunk('assets/edit.js', { facade: '/app/src/app/routes/forms.$id.edit.tsx?tsr-split=component---loader', imports: ['assets/designer.js'], css: ['assets/designer.css'] }),
  chunk('assets/designer.js', {}),
  chunk('assets/draft-sync.js', { facade: '/app/src/app/features/designer/drafts/design-sync-start.ts' }),
];

/** The shell's sync panel, loaded by the entry when first opened, with the popover code it shares. */
const withLazyPanel = [
  ...bundle.map((output) => output.isEntry ? { ...output, dynamicImports: [...output.dynamicImports, 'assets/sync-panel.js'] } : output),
  chunk('assets/sync-panel.js', { facade: '/app/src/app/features/offline/sync-panel.tsx', imports: ['assets/popover.js'] }),
  chunk('assets/popover.js', {}),
];

describe("the service worker's precache on a citizen's phone", () => {
  it("holds the app shell and everything the short link's route loads, statically or lazily, and nothing of other routes", () => {
    expect([...citizenFiles(bundle, ['src/app/routes/$code.tsx'])].sort()).toEqual([
      'assets/answering.css', 'assets/answering.js', 'assets/code.js', 'assets/date-picker.js', 'assets/index.css', 'assets/index.js', 'assets/shared.js',
    ]);
  });

  it('holds a module the shell loads lazily when it is named, with what it imports, and not the staff code the entry also loads lazily', () => {
    const files = citizenFiles(withLazyPanel, ['src/app/routes/$code.tsx', 'src/app/features/offline/sync-panel.tsx']);
    expect(files).toContain('assets/sync-panel.js');
    expect(files).toContain('assets/popover.js');
    expect(files).not.toContain('assets/draft-sync.js');
    expect(files).not.toContain('assets/edit.js');
  });

  it('holds a module named there that is in a chunk it is not the facade of (imported statically elsewhere too): both languages of the messages', () => {
    const messages = [
      ...bundle.map((output) => output.isEntry ? { ...output, dynamicImports: [...output.dynamicImports, 'assets/messages-en.js'] } : output),
      chunk('assets/messages-en.js', { modules: ['/app/src/core/i18n/domain-messages-en.ts'] }),
    ];
    expect(citizenFiles(messages, ['src/app/routes/$code.tsx'])).not.toContain('assets/messages-en.js');
    expect(citizenFiles(messages, ['src/app/routes/$code.tsx', 'src/core/i18n/domain-messages-en.ts'])).toContain('assets/messages-en.js');
  });

  it('drops the staff chunks and their styles from the manifest, and keeps every file that is not a chunk (html, icons, workers)', async () => {
    const { plugin, manifestTransform } = citizenPrecache(['src/app/routes/$code.tsx']);
    const generate = plugin.generateBundle as (options: unknown, output: Record<string, Rolldown.OutputChunk>) => void;
    generate.call({}, {}, Object.fromEntries(bundle.map((output) => [output.fileName, output])));
    const urls = ['index.html', 'assets/logic.worker.js', 'assets/index.js', 'assets/code.js', 'assets/edit.js', 'assets/designer.css', 'assets/draft-sync.js'];
    const result = await manifestTransform(urls.map((url) => ({ url, revision: null, size: 1 })));
    expect(result.manifest.map((entry) => entry.url)).toEqual(['index.html', 'assets/logic.worker.js', 'assets/index.js', 'assets/code.js']);
  });
});

describe("the app's start stages (src/app/main.tsx imports src/app/start/* one at a time)", () => {
  const staged = [
    chunk('assets/index.js', { entry: true, facade: '/app/index.html', lazy: ['assets/react-stage.js', 'assets/app.js', 'assets/edit.js'] }),
    chunk('assets/react-stage.js', { facade: '/app/src/app/start/react-stage.ts', imports: ['assets/react.js'] }),
    chunk('assets/react.js', {}),
    chunk('assets/app.js', { facade: '/app/src/app/start/app.tsx', imports: ['assets/react.js', 'assets/shared.js'], lazy: ['assets/code.js'] }),
    chunk('assets/shared.js', {}),
    chunk('assets/code.js', { facade: '/app/src/app/routes/$code.tsx?tsr-split=component' }),
    chunk('assets/edit.js', { facade: '/app/src/app/routes/forms.$id.edit.tsx?tsr-split=component' }),
  ];

  it('are the entry\'s lazy imports of src/app/start with what they import statically, not what they load lazily', () => {
    expect(startStageChunks(staged).map((output) => output.fileName).sort()).toEqual(['assets/app.js', 'assets/react-stage.js', 'assets/react.js', 'assets/shared.js']);
  });

  it('are preloaded by index.html, and their stylesheets linked there as the entry\'s are', () => {
    const withStyle = staged.map((output) => (output.fileName === 'assets/app.js' ? chunk('assets/app.js', { facade: '/app/src/app/start/app.tsx', imports: ['assets/react.js', 'assets/shared.js'], css: ['assets/app.css'] }) : output));
    const transform = preloadStartStages().transformIndexHtml as { handler: (html: string, context: { bundle: Record<string, Rolldown.OutputChunk> }) => string };
    const html = transform.handler('<head><link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>', { bundle: Object.fromEntries(withStyle.map((output) => [output.fileName, output])) });
    expect(html.match(/<link[^>]+>/g)?.sort()).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app.js">', '<link rel="modulepreload" crossorigin href="/assets/react-stage.js">',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">', '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app.css">', '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    ]);
  });

  it('are precached like the entry', () => {
    expect([...citizenFiles(staged, [])].sort()).toEqual(['assets/app.js', 'assets/index.js', 'assets/react-stage.js', 'assets/react.js', 'assets/shared.js']);
  });
});

describe("the short link's route chunks and answer kinds, listed for the server's first view (docs/first-paint.md)", () => {
  it('are the route\'s split chunks, what they import statically and their styles, less what index.html loads; each kind\'s renderer less both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kinds-'));
    try {
      const renderer = join(dir, 'renderer.ts');
      writeFileSync(renderer, "const loaders = {\n  text: () => import('./text').then((m) => m.TextAnswer),\n  email: () => import('./text').then((m) => m.TextAnswer),\n"
        + "  date: () => import('./date').then((m) => m.DateAnswer),\n};\n");
      const kinds = [
        chunk('assets/text.js', { facade: join(dir, 'text.tsx'), imports: ['assets/answering.js', 'assets/field.js'] }),
        chunk('assets/field.js', {}),
        chunk('assets/date.js', { facade: join(dir, 'date.tsx'), imports: ['assets/calendar.js', 'assets/shared.js'], css: ['assets/calendar.css'] }),
        chunk('assets/calendar.js', {}),
      ];
      const emitted: { fileName: string; source: string }[] = [];
      const plugin = shortLinkRouteModules('src/app/routes/$code.tsx', renderer);
      const generate = plugin.generateBundle as (this: unknown, options: unknown, output: Record<string, Rolldown.OutputChunk>) => void;
      generate.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, Object.fromEntries([...bundle, ...kinds].map((output) => [output.fileName, output])));
      expect(emitted.map((file) => [file.fileName, JSON.parse(file.source) as unknown])).toEqual([[SHORT_LINK_MODULES_FILE, {
        route: ['/assets/code.js', '/assets/answering.js', '/assets/answering.css'],
        kinds: { text: ['/assets/text.js', '/assets/field.js'], email: ['/assets/text.js', '/assets/field.js'], date: ['/assets/date.js', '/assets/calendar.js', '/assets/calendar.css'] },
      }]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('know every answer kind the answering page renders, from its loader table', () => {
    const file = 'src/app/features/answering/kinds/renderer.ts';
    const modules = kindModules(resolve(file), readFileSync(file, 'utf8'));
    expect([...modules.keys()].sort()).toEqual([...elementKinds].sort());
    for (const path of modules.values()) expect(existsSync(`${path}.tsx`) || existsSync(`${path}.ts`)).toBe(true);
  });
});
