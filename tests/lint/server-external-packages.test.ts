/**
 * The packages next.config.mjs keeps out of the server bundles are required from node_modules when
 * the server runs (docs/adr/0036): each must be one of the shop's own dependencies, or a production
 * install (without devDependencies) would start a server that fails on its first request to use it.
 */
import { readFileSync } from 'node:fs';
import nextConfig from '../../next.config.mjs';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

describe('serverExternalPackages', () => {
  const external = nextConfig.serverExternalPackages ?? [];

  it('keeps the heavy server packages out of the bundles', () => {
    expect(external).toEqual(expect.arrayContaining(['stripe', 'nodemailer', 'drizzle-orm', 'markdown-it', 'zod']));
  });

  it.each(external)('%s is a runtime dependency', (name: string) => {
    expect(dependencies).toHaveProperty([name]);
  });
});
