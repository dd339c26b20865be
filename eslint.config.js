// Lint rules that keep the architecture honest (STYLE.md): packages talk only through their
// exports, web features never import each other, no import cycles, hooks used correctly.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = [
  'account',
  'admin',
  'auth',
  'blog',
  'claims',
  'cv-editor',
  'cvs',
  'feedback',
  'interview',
  'landing',
  'legal',
  'plans',
  'support',
  'tools',
  'tutorials',
];

// The CV engine's layering (issue 12): bottom to top, each layer imports only the layers below it.
//   model/, errors.ts   the CvDocument contract and the engine's error; import nothing of the engine
//   language/           folding, tokenising, stemming, stop words, capitalising, date phrasing
//   vocabulary/         skills, action verbs, standard headings (data and its look-ups)
//   keywords/           a posting's keywords and where a CV evidences them
//   extract → parse → analyse → optimise → tailor → edits   the stages, each above the last
//   render/             any CvDocument to DOCX/PDF: the contract and neutral modules only, no stage
//   pipeline.ts, index.ts   compose the stages; the package's public surface
// Tests (*.test.ts) may exercise a stage together with later ones, as the pipeline does.
const engineSource = './packages/cv-engine/src';

/** Packages are imported by name and through their declared exports only. */
const packageBoundaryPatterns = [
  {
    // Declared exports: the engine's malformed-input corpus (the server's tests) and its
    // CvDocument contract alone (the web's editor, decision 017).
    group: ['@cvlisto/*/*', '!@cvlisto/cv-engine/testing', '!@cvlisto/cv-engine/model'],
    message: 'Import a package through its exports only.',
  },
  {
    group: ['**/packages/*/src/**', '**/apps/*/src/**'],
    message: 'Import another package by its name.',
  },
];
const engineLayers = [
  ['model', 'errors.ts'],
  ['language'],
  ['vocabulary'],
  ['keywords'],
  ['extract'],
  ['parse'],
  ['analyse'],
  ['optimise'],
  ['tailor'],
  ['edits'],
  ['render'],
  ['pipeline.ts', 'index.ts'],
];
const engineStages = ['extract', 'parse', 'analyse', 'optimise', 'tailor', 'edits'];
const engineLayerZones = engineLayers.slice(0, -1).flatMap((layer, index) => {
  const above = engineLayers.slice(index + 1).flat();
  const forbidden = layer.includes('render') ? [...engineStages, ...above] : above;
  return layer.map((part) => ({
    target: part.endsWith('.ts')
      ? `${engineSource}/${part}`
      : `${engineSource}/${part}/**/!(*.test).ts`,
    from: forbidden.map((name) => `${engineSource}/${name}`),
    message: layer.includes('render')
      ? 'render takes any CvDocument: it imports the contract and neutral modules, no stage.'
      : 'An engine layer imports only the layers below it (order at the top of eslint.config.js).',
  }));
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-default-export': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object instead of an enum.' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // shared and (later) cv-engine import nothing from the apps.
            { target: './packages', from: './apps', message: 'Packages never import from apps.' },
            ...engineLayerZones,
            // The web app may import only types from the server (enforced below), never its code.
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server never imports the web app.',
            },
            // Data flows shared → features → app: features never import the app layer…
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            // …and never each other.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Web features never import each other; compose them in app/routes.',
            })),
          ],
        },
      ],
    },
  },
  {
    // No deep imports into another package's internals: only its declared exports.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: packageBoundaryPatterns,
        },
      ],
    },
  },
  {
    // The engine is pure (STYLE.md §7): bytes in, data out. Its fonts are the one file it reads.
    files: ['packages/cv-engine/src/**/*.ts'],
    ignores: [
      'packages/cv-engine/src/**/*.test.ts',
      'packages/cv-engine/src/**/testing/**',
      'packages/cv-engine/src/render/fonts.ts',
      // OCR of scanned PDFs (issue 7): tesseract.js runs in a worker thread and loads its models
      // (installed npm packages, like the fonts) only from a folder, which this file links.
      'packages/cv-engine/src/extract/ocr/ocr-worker.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'fs',
            'node:fs',
            'fs/promises',
            'node:fs/promises',
            'node:child_process',
            'pg',
            'react',
            'hono',
          ].map((name) => ({
            name,
            message: 'The CV engine takes bytes and returns data: no I/O here.',
          })),
          patterns: [
            {
              // Declared exports: the engine's malformed-input corpus (the server's tests) and its
              // CvDocument contract alone (the web's editor, decision 017).
              group: ['@cvlisto/*/*', '!@cvlisto/cv-engine/testing', '!@cvlisto/cv-engine/model'],
              message: 'Import a package through its exports only.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'The engine takes options, not environment variables.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts only.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The web app has no process.env.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cvlisto/cv-engine',
              message: 'The browser gets the CvDocument contract only: @cvlisto/cv-engine/model.',
            },
          ],
          patterns: packageBoundaryPatterns,
        },
      ],
    },
  },
  {
    // Config files and our own workspace tooling are the only default exports.
    files: [
      '**/*.config.{ts,js}',
      '**/vite.config.ts',
      '**/drizzle.config.ts',
      'e2e/global-setup.ts',
      'apps/server/test/global-setup.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
