/**
 * The shop a journey config starts for its journeys: exactly as the README starts it (`npm start`),
 * on its own port and data folder, fresh each run (its npm script clears the folder), so runs never
 * depend on each other. The journeys act as visitors behind one proxy (e2e/support.ts
 * actAsNewVisitor), as nginx would report them.
 */
import type { PlaywrightTestConfig } from '@playwright/test';

export function journeyShop(port: number, dataDir: string, env: Record<string, string> = {}): NonNullable<PlaywrightTestConfig['webServer']> {
  return {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/api/categories`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    // HIGHLAND_BUILD_TYPECHECKED: npm test has type-checked the sources already (next.config.mjs).
    env: { PORT: String(port), HIGHLAND_DATA_DIR: dataDir, DATABASE_URL: '', TRUSTED_PROXIES: '1', HIGHLAND_BUILD_TYPECHECKED: '1', ...env },
  };
}
