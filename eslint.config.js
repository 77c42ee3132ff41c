import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { localPlugin } from './scripts/lint/import-cycles.mjs';

/**
 * A subpath import pattern for no-restricted-imports. Its patterns are gitignore lines, where a
 * leading '#' starts a comment: unescaped, '#server/*' matched nothing.
 */
const subpath = (pattern) => `\\${pattern}`;

/** A core area is entered through its index.ts (#core/<area>); the files inside are private to it. */
const deepCoreImport = { group: [subpath('#core/*/*')], message: 'Import a core area through its entry, #core/<area> (docs/ARCHITECTURE.md, "Core").' };

/** Layer boundaries of ARCHITECTURE: app → worker, offline → core; sw → offline → core; server → core. */
const layerPatterns = (forbidden) => [
  { group: forbidden.map((l) => subpath(`#${l}/*`)), message: 'This layer may not import that one (see ARCHITECTURE.md).' },
  { group: ['../../*'], message: 'Use a #layer/... subpath import instead of climbing folders.' },
  deepCoreImport,
];
const layer = (files, forbidden, more = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...layerPatterns(forbidden), ...more] }] },
});

/**
 * Zones of the client (docs/ARCHITECTURE.md, "Client"): shared ← shell ← features ← routes. A feature
 * imports shared, the shell and itself, never another feature; the shell never imports a feature; shared
 * imports only shared. Only routes/ and the files beside main.tsx compose features.
 */
const appZone = (files, allowed, why, more = []) =>
  layer(files, ['server'], [{ regex: `^#app/(?!${allowed.join('|')})`, message: why }, ...more]);
const features = readdirSync(new URL('./src/app/features', import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const appZones = [
  appZone(['src/app/shared/**'], ['shared/'], 'Shared code never imports a feature, the shell or the routes: they pass it what it shows.'),
  appZone(['src/app/shell/**'], ['shared/', 'shell/'], 'The shell never imports a feature: the routes pass it in (see ShellSlots).'),
  ...features.flatMap((name) => {
    const own = ['shared/', 'shell/', `features/${name}/`];
    const why = 'A feature never imports another: move what both need to shared or core, or let the route pass it in.';
    return [
      appZone([`src/app/features/${name}/**`], own, why),
      // from the feature's own top folder, ../ leaves the feature
      appZone([`src/app/features/${name}/*`], own, why, [{ regex: '^\\.\\./', message: why }]),
    ];
  }),
];

/**
 * typescript-eslint's strict and stylistic type-checked rules (D68, docs/ARCHITECTURE.md "Compiler and
 * lint flags"): on every layer; the app and the server with `||` of texts allowed, the app with the
 * deprecated APIs of two libraries allowed until their own migration.
 */
const strictLayers = ['src/core/**/*.ts', 'src/offline/**/*.ts', 'src/worker/**/*.ts', 'sw/**/*.ts', 'src/server/**/*.ts', 'src/app/**/*.ts', 'src/app/**/*.tsx'];
const strictTypeChecked = [
  ...[...tseslint.configs.strictTypeChecked, ...tseslint.configs.stylisticTypeChecked].map((config) => ({ ...config, files: strictLayers })),
  {
    files: strictLayers,
    rules: {
      // a number prints one way; what the rule is for (objects, undefined, null in a text) stays refused
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `(error) => warnInBackground(...)` as a callback is clear; a `return voidCall()` in a body stays refused
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // it asks for the `!` that no-non-null-assertion (strict) refuses: the two cannot both hold
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      // `a || b` of booleans is the logical or, not a default
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { boolean: true } }],
    },
  },
  {
    // on a screen an empty text is no text: `title || fallback` shows the fallback for '' on purpose; the
    // server's `||` of texts (23) mean the same (a label or name left empty, a logo not set, a proof not given)
    files: ['src/app/**/*.ts', 'src/app/**/*.tsx', 'src/server/**/*.ts'],
    rules: { '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { boolean: true, string: true } }] },
  },
  {
    files: ['src/app/**/*.ts', 'src/app/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-deprecated': ['error', {
        allow: [
          // react-aria-components 1.22's RadioField/CheckboxField/SwitchField take another DOM and
          // styling: their own change, checked by the e2e and axe tests (Radio 12, Checkbox 11, Switch 1 as
          // shared/ui's AriaSwitch: the rule matches the imported name)
          { from: 'package', package: 'react-aria-components', name: ['Radio', 'Checkbox', 'Switch', 'AriaSwitch'] },
          // TanStack Query's query() of the next major: the route loaders and the designer's save
          // move to it together (ensureQueryData 5, fetchQuery 2, prefetchQuery 1)
          { from: 'package', package: '@tanstack/query-core', name: ['ensureQueryData', 'fetchQuery', 'prefetchQuery'] },
        ],
      }],
    },
  },
];

/** What a layer's code may find at run time (the real check for TypeScript is each tsconfig's lib and types). */
const layerGlobals = (files, globalNames) => ({ files, languageOptions: { globals: globalNames } });

/** Dates read one way everywhere (docs/dates.md). */
const dateMessage = 'Show dates through useDateFormat / useWallClockFormat (#app/shared/i18n/use-date-time, docs/dates.md).';

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'src/app/route-tree.gen.ts', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // a union's new member must be handled; a `default` is a deliberate catch-all (a reducer handles some actions)
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  layerGlobals(['src/core/**'], {}),
  layerGlobals(['src/offline/**'], { ...globals.browser, ...globals.serviceworker }),
  layerGlobals(['src/worker/**'], globals.worker),
  layerGlobals(['sw/**'], globals.serviceworker),
  layerGlobals(['src/server/**'], globals.node),
  layerGlobals(['src/app/**'], globals.browser),
  layerGlobals(['tests/**', 'e2e/**', 'bench/**', 'scripts/**', '*.js', '*.ts'], { ...globals.node, ...globals.browser }),
  {
    // the server logs through its logger, the client through #offline's warnInBackground; scripts and
    // bench are command-line tools, as are the server's two entry points (startup lines before the logger, the backup CLI);
    // tests print what CI keeps (a chaos seed, a measured time)
    files: ['src/**', 'sw/**'],
    ignores: ['src/server/main.ts', 'src/server/backup/cli.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/app/**/*.tsx', 'src/app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // HTML reaches the page only through RichTextView (DOMPurify held to core's allow-list); all else is text
    files: ['src/app/**', 'sw/**'],
    ignores: ['src/app/shared/ui/rich-text-view.tsx'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render rich text with RichTextView; plain text as a React child.' },
        { selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]', message: 'Never write HTML into the page (docs/security.md).' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Never write HTML into the page (docs/security.md).' },
        { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'Never write HTML into the page (docs/security.md).' },
        { selector: "CallExpression[callee.property.name=/^(formatDate|formatTime|formatDateTimeRange|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]", message: dateMessage },
        { selector: "NewExpression[callee.property.name='DateTimeFormat']", message: dateMessage },
        { selector: "ImportDeclaration[source.value=/^date-fns/]", message: dateMessage },
        { selector: "JSXIdentifier[name=/^Formatted(Date|Time|DateParts|TimeParts|DateTimeRange)$/]", message: dateMessage },
      ],
    },
  },
  layer(['src/core/**'], ['offline', 'worker', 'app', 'server']),
  layer(['src/offline/**'], ['worker', 'app', 'server']),
  {
    // the offline layer runs in the page and in the service worker, where none of these exist
    files: ['src/offline/**'],
    rules: { 'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'alert', 'confirm'] },
  },
  layer(['src/worker/**'], ['offline', 'app', 'server']),
  layer(['src/app/**'], ['server']),
  ...appZones,
  layer(['src/server/**'], ['offline', 'worker', 'app']),
  layer(['sw/**'], ['worker', 'app', 'server']),
  {
    // only core's own unit tests may reach an area's files (to test or mock one)
    files: ['tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    ignores: ['tests/core/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [deepCoreImport, { group: ['**/src/core/*/*'], message: deepCoreImport.message }],
      }],
    },
  },
  {
    // typescript-eslint's copy of the rule, so that the layers' no-restricted-imports above stay as they are
    files: ['src/app/**', 'src/offline/**', 'src/worker/**', 'sw/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: '#core/api', importNames: ['api'], message: 'Name the call you make (fooCalls.bar): the api table reads every call file into the page (docs/decisions.md D76).' }],
      }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { local: localPlugin },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage', 'indexedDB'],
    },
  },
);
