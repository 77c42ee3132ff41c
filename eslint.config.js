import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A subpath import pattern for no-restricted-imports. Its patterns are gitignore lines, where a
 * leading '#' starts a comment: unescaped, '#server/*' matched nothing.
 */
const subpath = (pattern) => `\\${pattern}`;

/** A core area is entered through its index.ts (#core/<area>); the files inside are private to it. */
const deepCoreImport = { group: [subpath('#core/*/*')], message: 'Import a core area through its entry, #core/<area> (docs/ARCHITECTURE.md, "Core").' };

/** Layer boundaries of ARCHITECTURE: app → worker, offline → core; sw → offline → core; server → core. */
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        { group: forbidden.map((l) => subpath(`#${l}/*`)), message: 'This layer may not import that one (see ARCHITECTURE.md).' },
        { group: ['../../*'], message: 'Use a #layer/... subpath import instead of climbing folders.' },
        deepCoreImport,
      ],
    }],
  },
});

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
    ignores: ['src/app/ui/rich-text-view.tsx'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render rich text with RichTextView; plain text as a React child.' },
        { selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]', message: 'Never write HTML into the page (docs/security.md).' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Never write HTML into the page (docs/security.md).' },
        { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'Never write HTML into the page (docs/security.md).' },
      ],
    },
  },
  layer(['src/core/**'], ['offline', 'worker', 'app', 'server']),
  layer(['src/offline/**'], ['worker', 'app', 'server']),
  layer(['src/worker/**'], ['offline', 'app', 'server']),
  layer(['src/app/**'], ['server']),
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
    files: ['src/core/**'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage', 'indexedDB'],
    },
  },
);
