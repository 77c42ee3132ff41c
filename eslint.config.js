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

/** Dates read one way everywhere (docs/dates.md). */
const dateMessage = 'Show dates through useDateFormat / useWallClockFormat (#app/shared/i18n/use-date-time, docs/dates.md).';

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'src/app/route-tree.gen.ts', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
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
