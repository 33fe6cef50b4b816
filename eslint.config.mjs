import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

import { importZones } from './eslint.import-zones.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Import cycles are found by scripts/import-cycles.mjs (npm run lint) in one pass over the
      // import graph: this rule re-parsed every file and took about 70 % of the lint's time.
      'import/no-cycle': 'off',
      'import/no-restricted-paths': ['error', { zones: importZones }],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', ['sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc' },
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          // docs/decisions.md "Digits in Arabic": next-intl formats with the locale 'ar', whose
          // digits are Western; numbers go through lib/i18n/format-number.ts, dates through
          // lib/i18n/format-date.ts.
          paths: [
            {
              name: 'next-intl',
              importNames: ['useFormatter'],
              message:
                'Use useNumberFormat / formatNumber (lib/i18n) or formatDate: one digit rule.',
            },
            {
              name: 'next-intl/server',
              importNames: ['getFormatter'],
              message:
                'Use formatNumber (lib/i18n/format-number.ts) or formatDate: one digit rule.',
            },
          ],
          patterns: [
            {
              group: ['@/app/*'],
              message: 'Shared code must not import from app/ (lib, components → features → app).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
]);
