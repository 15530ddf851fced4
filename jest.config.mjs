import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^server-only$': '<rootDir>/test/empty.js', '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  // Data-layer tests start PGlite and PostgreSQL databases; two cores run two files at a time.
  maxWorkers: 2,
  testTimeout: 60_000,
};

export default createJestConfig(config);
