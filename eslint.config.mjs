import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Its route matcher turns a route with two dynamic segments (/[year]/divisions/[gradeCode]/[zoneCode])
      // into a pattern that matches every path, so it flags every plain internal link.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // CommonJS files: next.config.js and what it shares with server.mjs.
    files: ['**/*.cjs', 'next.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'bench/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'lib/db/migrations/**',
    ],
  },
];

export default config;
