import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appAlias } from './scripts/vite-app-alias';
import { citizenCataloguesGroup, splitMessages } from './scripts/vite-messages';
import { citizenPrecache } from './scripts/vite-citizen-precache';
import { precompress } from './scripts/vite-precompress';
import { preloadStartStages, shortLinkRouteModules } from './scripts/vite-start-stages';

// a citizen's phone precaches the short link and the outbox page only; staff chunks are cached on use (D67).
// The shell's panels a citizen may open offline load on first use, but are precached (D75), and so
// are both languages of the domain's messages: a page in the language not loaded yet never started offline.
const citizen = citizenPrecache([
  'src/app/routes/$code.tsx', 'src/app/routes/offline.tsx',
  'src/app/features/offline/sync-panel.tsx', 'src/app/features/offline/sign-out-dialog.tsx',
  'src/core/i18n/domain-messages-vi.ts', 'src/core/i18n/domain-messages-en.ts',
]);

export default defineConfig({
  resolve: { alias: appAlias },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // a route's loader travels with its page, so that the first page a visitor opens never
      // downloads what the others' loaders use (staff code stays off a citizen's short link)
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    // each bilingual *-messages.ts becomes one lazily loaded module per language (docs/decisions.md D60)
    splitMessages(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Khảo sát ý kiến — Survey platform',
        short_name: 'Khảo sát',
        description: 'Build, answer and analyse surveys, with or without a connection',
        lang: 'vi',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b4f9c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // short-link-modules.json: the service worker writes a short link's first view with it (D87)
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}', 'short-link-modules.json'],
        manifestTransforms: [citizen.manifestTransform],
        // A classic script, registered as one (src/app/shell/pwa/register-sw.ts): browsers without module
        // service workers (older Firefox) must get the worker too.
        rollupFormat: 'iife',
      },
    }),
    citizen.plugin,
    preloadStartStages(),
    shortLinkRouteModules('src/app/routes/$code.tsx', 'src/app/features/answering/kinds/renderer.ts'),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    // written for operators (reading a stack trace of an error report) but never linked or served (static-files.ts)
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod shares a chunk with the module that turns its eval off, so that setting runs
          // before any chunk builds a schema (src/core/zod-without-eval.ts; the CSP allows no eval)
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]core[\\/]zod-without-eval/ },
            citizenCataloguesGroup,
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
