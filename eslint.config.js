// Lint rules, including the import rules of the architecture: a wrong import fails `npm test`.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns, paths = []) => ['error', { patterns, paths }];

/** antd's <App> is not mounted: it would bring the modal, notification and message code into the first page. */
const NO_ANT_APP = [
  { name: 'antd', importNames: ['App'], message: "antd's App is not mounted: use src/lib/toast.ts for toasts and <Modal> for dialogs." },
  // antd names their icons in English: the app's own name them in the page's language or hide them
  { name: 'antd', importNames: ['Result'], message: 'Use Result from src/components/status-result.tsx (its status icon named in the page language).' },
  { name: 'antd', importNames: ['Popconfirm'], message: 'Use Popconfirm from src/components/confirm-popover.tsx (its icon hidden from screen readers).' },
];

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'openapi/generated/', 'data/', 'storybook-static/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      eqeqeq: ['error', 'smart'],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // engine/: pure TypeScript; no React, DOM, fetch, src/ or server/ (its libraries: xstate, ajv, the CEL library and yaml, which is pure)
    files: ['engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2024 } },
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-*', 'react/*', '@xstate/react', 'antd', 'antd/*', '@rjsf/*'], message: 'engine/ stays free of React and the DOM.' },
        { group: ['node:*', 'fs', 'path', 'http', 'https', 'openapi-fetch'], message: 'engine/ does no I/O.' },
        { group: ['**/src/**', '**/server/**'], message: 'engine/ imports nothing from src/ or server/.' },
      ]),
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'XMLHttpRequest'],
    },
  },
  {
    // src/: the engine through its index only; never the server
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // an antd icon names itself in English ("search", "file-add"): decorative (aria-hidden) or named in the page's language (aria-label)
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
          message: 'Give an icon aria-hidden (beside a text or inside a named button) or an aria-label in the page language: its own is English.',
        },
        {
          // one mutation pattern (issue 29): a change's state is TanStack Query's, never a hand-written flag
          selector: "VariableDeclarator[init.callee.name='useState'][id.elements.0.name=/^(is)?(busy|saving|submitting|sending|loading|working|deleting|removing|publishing|uploading|posting|resending|confirming|creating|updating|duplicating|applying)$/i]",
          message: 'A hand-written busy flag: hold a change in useSubmit (src/lib/use-submit.ts) or read the isPending of its useMutation.',
        },
      ],
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'src/ may not import server/.' },
        { group: ['**/engine/*', '!**/engine/index.ts'], message: 'Import the engine through engine/index.ts only.' },
      ], NO_ANT_APP),
    },
  },
  {
    // the two wrappers of antd components whose icons antd names in English
    files: ['src/components/status-result.tsx', 'src/components/confirm-popover.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'src/ may not import server/.' },
        { group: ['**/engine/*', '!**/engine/index.ts'], message: 'Import the engine through engine/index.ts only.' },
      ], NO_ANT_APP.slice(0, 1)),
    },
  },
  {
    // one module per screen: routes do not import each other
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'src/ may not import server/.' },
        { group: ['**/engine/*', '!**/engine/index.ts'], message: 'Import the engine through engine/index.ts only.' },
        { group: ['./*', '../routes/*', '**/routes/**'], message: 'Routes do not import each other; move shared parts to src/components or src/lib.' },
      ], NO_ANT_APP),
    },
  },
  {
    // one folder per feature: a feature never imports another; what two share lives in src/components or src/lib
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'src/ may not import server/.' },
        { group: ['**/engine/*', '!**/engine/index.ts'], message: 'Import the engine through engine/index.ts only.' },
        { regex: '^\\.\\./(?!\\.\\./)|/features/', message: 'A feature does not import another feature; move shared parts to src/components or src/lib.' },
      ], NO_ANT_APP),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/src/**'], message: 'server/ may not import src/.' }]),
    },
  },
  {
    // transactions are opened in one layer, the use cases (docs/domain.md, "How the server is put together"):
    // a handler parses, authorises and calls a use case; a repository works in the transaction it is given
    files: ['server/**/*handlers.ts', 'server/**/*-repository.ts', 'server/http/**/*.ts', 'server/operations.ts', 'server/app.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='transaction']",
          message: 'Handlers and repositories open no transaction: a use case (server/<area>/, not *handlers.ts or *-repository.ts) opens it and hands the transaction (tx) to the repositories.',
        },
      ],
    },
  },
);
