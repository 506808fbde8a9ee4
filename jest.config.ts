import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * @react-email/render loads react-dom/server with import(), which Jest's CommonJS runtime cannot run
 * without an experimental flag. Its ES build, compiled as the shop's own code is, turns that into a
 * require(), so the e-mail templates are rendered under Jest by the real renderer.
 */
const REACT_EMAIL_RENDER = '@react-email/render';

const shared = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/server-only.ts',
    [`^${REACT_EMAIL_RENDER}$`]: `<rootDir>/node_modules/${REACT_EMAIL_RENDER}/dist/node/index.mjs`,
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/.data/'],
};

/**
 * Three projects so each runs in the right environment: pure logic in node, components in jsdom,
 * and route handlers against a real PostgreSQL started once for the run (tests/support).
 */
export default async function config(): Promise<Config> {
  const nextBase = await createJestConfig(shared)();
  // next/jest always leaves node_modules untransformed; the renderer above is the one exception.
  const transformIgnorePatterns = (nextBase.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.startsWith('/node_modules/') ? `/node_modules/(?!${REACT_EMAIL_RENDER}/)${pattern.slice('/node_modules/'.length)}` : pattern,
  );
  const base = { ...nextBase, transformIgnorePatterns };
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
        setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts', '<rootDir>/tests/support/app-router.ts'],
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
