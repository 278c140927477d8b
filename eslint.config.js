import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverImports = {
  group: ['@dorsal/server', '@dorsal/server/*', '**/apps/server/**'],
  message: 'La web y el core no importan el servidor.',
};
const webImports = {
  group: ['@dorsal/web', '@dorsal/web/*', '**/apps/web/**'],
  message: 'El servidor y el core no importan la web.',
};

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports] }] },
  },
);
