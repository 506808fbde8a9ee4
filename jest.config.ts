import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^server-only$': '<rootDir>/tests/support/server-only.ts', '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/.data/'],
};

/**
 * Three projects so each runs in the right environment: pure logic in node, components in jsdom,
 * and route handlers against a real PostgreSQL started once for the run (tests/support).
 */
export default async function config(): Promise<Config> {
  const base = await createJestConfig(shared)();
  const project = (overrides: Config) => ({ ...base, ...overrides }) as NonNullable<Config['projects']>[number];
  return {
    projects: [
      project({
        displayName: 'unit',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/{lib,data,scripts}/**/*.test.ts', '<rootDir>/tests/lint/**/*.test.ts'],
      }),
      project({
        displayName: 'components',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/{components,app}/**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
      }),
      project({
        displayName: 'integration',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/integration/**/*.test.ts', '<rootDir>/tests/contract/**/*.test.ts'],
        globalSetup: '<rootDir>/tests/support/database-setup.ts',
        globalTeardown: '<rootDir>/tests/support/database-teardown.ts',
        setupFilesAfterEnv: ['<rootDir>/tests/support/database-env.ts'],
      }),
    ],
  };
}
