import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';
import { layerBoundaries, pureDomain, sealedCommercePort } from './eslint.layers.mjs';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    // lib/zod.ts configures zod for the page policy before any schema exists (docs/adr/0004).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['lib/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '@/lib/zod', which is set up for the page policy.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Storefront links prefetch on the shopper's intent, not in the viewport (components/ui/IntentLink.tsx).
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/IntentLink.tsx', 'app/(admin)/**', 'components/admin/**', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@/lib/zod', which is set up for the page policy.", allowTypeImports: true },
            { name: 'next/link', message: 'Use IntentLink from @/components/ui/IntentLink: it prefetches on hover, focus or touch.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // React's rules (the compiler's checks among them) look for components and hooks. Outside app/
    // and components/ only .tsx files hold either (mail templates, share cards, test helpers); on
    // the plain .ts of lib/, data/, scripts/ and the tests they found nothing and cost 2 s a lint.
    files: ['**/*.ts', '**/*.mts'],
    ignores: ['app/**', 'components/**'],
    rules: Object.fromEntries(
      nextCoreWebVitals
        .flatMap((entry) => Object.keys(entry.rules ?? {}))
        .filter((rule) => rule.startsWith('react/') || rule.startsWith('react-hooks/'))
        .map((rule) => [rule, 'off']),
    ),
  },
  layerBoundaries(boundaries),
  sealedCommercePort,
  pureDomain,
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'test-results/**', 'playwright-report/**', 'playwright-report-cluster/**', 'playwright-report-woocommerce/**', 'next-env.d.ts', 'lib/db/migrations/**'],
  },
];

export default config;
