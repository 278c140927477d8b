import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import fs from 'node:fs';

const serverImports = {
  group: ['@dorsal/server', '@dorsal/server/*', '**/apps/server/**'],
  message: 'La web y el core no importan el servidor.',
};
const webImports = {
  group: ['@dorsal/web', '@dorsal/web/*', '**/apps/web/**'],
  message: 'El servidor y el core no importan la web.',
};


/** Web features import only their own files, `shared/` and core (issue 8): what two features share lives in shared/. */
const webFeatures = fs.readdirSync('apps/web/src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const webFeatureZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Una sección de la web no importa otra: lo que comparten va en shared/.',
  })),
  { target: './apps/web/src/shared', from: './apps/web/src/features', message: 'shared/ no importa secciones de la web.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'path', 'http', 'https', 'child_process', 'net'].map((name) => ({ name, message: 'El core no hace E/S.' })),
          patterns: [serverImports, webImports, { group: ['node:*'], message: 'El core no hace E/S.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: webFeatureZones }],
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports] }] },
  },
  {
    // All SQL lives in repositories (design ARCHITECTURE, STYLE habit 4): elsewhere no query builder calls and no
    // `sql` template; services get repositories and may open transactions, and import the Db/Trx types only.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.fixtures.ts',
      'apps/server/src/test/**',
      // The one helper that takes places and bibs under the counter lock (its locking rule is its SQL).
      'apps/server/src/lib/capacity-lock.ts',
      // LISTEN/UNLISTEN on the realtime listener's own connection.
      'apps/server/src/lib/realtime/notification-listener.ts',
      'apps/server/src/db/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [webImports],
          paths: [{ name: 'kysely', importNames: ['sql'], message: 'El SQL vive en los archivos *.repository.ts.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|selectNoFrom)$/]",
          message: 'El SQL vive en los archivos *.repository.ts.',
        },
      ],
    },
  },
);
