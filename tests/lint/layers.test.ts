/**
 * The lint configuration keeps the layers apart (eslint.layers.mjs, docs/adr/0018) and the commerce
 * port sealed behind its entry point (docs/adr/0033): an import against the grain fails `npm run
 * lint`, and one with it passes.
 */
import { execFileSync } from 'node:child_process';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

function lint(cases: { filePath: string; code: string }[]): LintMessage[][] {
  const output = execFileSync(process.execPath, ['tests/lint/lint-texts.mjs'], { input: JSON.stringify(cases), encoding: 'utf8' });
  return JSON.parse(output) as LintMessage[][];
}

const CASES = [
  // Against the grain.
  { name: 'the domain reaching for the database', filePath: 'lib/domain/fixture.ts', code: "import { getDb } from '@/lib/db/client';\nexport const db = getDb;\n", rule: 'boundaries/dependencies' },
  { name: 'the domain reaching for the commerce port', filePath: 'lib/domain/fixture.ts', code: "import { commerce } from '@/lib/commerce';\nexport const shop = commerce;\n", rule: 'boundaries/dependencies' },
  { name: 'the domain reading files', filePath: 'lib/domain/fixture.ts', code: "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n", rule: 'no-restricted-imports' },
  { name: 'the domain reading seed data', filePath: 'lib/domain/fixture.ts', code: "import { seedProducts } from '@/data/catalogue/products';\nexport const all = seedProducts;\n", rule: 'boundaries/dependencies' },
  { name: 'a component querying the database', filePath: 'components/Fixture.tsx', code: "import { getDb } from '@/lib/db/client';\nexport const db = getDb;\n", rule: 'boundaries/dependencies' },
  { name: 'a page querying the database', filePath: 'app/fixture/page.tsx', code: "import { getDb } from '@/lib/db/client';\nexport const db = getDb;\n", rule: 'boundaries/dependencies' },
  { name: 'the database calling up into commerce', filePath: 'lib/db/fixture.ts', code: "import { commerce } from '@/lib/commerce';\nexport const shop = commerce;\n", rule: 'boundaries/dependencies' },
  { name: 'a service importing a component', filePath: 'lib/checkout/fixture.ts', code: "import { CartCatchUp } from '@/components/payment/CartCatchUp';\nexport const island = CartCatchUp;\n", rule: 'boundaries/dependencies' },
  // The commerce port is sealed (docs/adr/0033): its entry point only, from outside lib/commerce.
  { name: "a page reaching into the built-in adapter", filePath: 'app/x.ts', code: "import { localCatalogue } from '@/lib/commerce/local/catalogue';\nexport const adapter = localCatalogue;\n", rule: 'no-restricted-imports' },
  { name: "a component reaching into the WooCommerce adapter", filePath: 'components/x.tsx', code: "import { wooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';\nexport const settings = wooCommerceSettings;\n", rule: 'no-restricted-imports' },
  { name: "a service importing the port's types from behind its entry point", filePath: 'lib/mail/fixture.ts', code: "import type { Order } from '@/lib/commerce/types';\nexport type Sent = Order;\n", rule: 'no-restricted-imports' },
  { name: 'a service reaching into an adapter by a relative path', filePath: 'lib/cache/fixture.ts', code: "import { releaseStock } from '../commerce/local/orders';\nexport const release = releaseStock;\n", rule: 'no-restricted-imports' },
  { name: 'the domain reaching into the port (sealed there too)', filePath: 'lib/domain/fixture.ts', code: "import type { Product } from '@/lib/commerce/types';\nexport type Shown = Product;\n", rule: 'no-restricted-imports' },
];

const ALLOWED = [
  { name: 'a page using the commerce port and the domain', filePath: 'app/fixture/page.tsx', code: "import { commerce } from '@/lib/commerce';\nimport { formatPounds } from '@/lib/domain/money';\nexport const uses = [commerce, formatPounds];\n" },
  { name: 'a service using the database and the domain', filePath: 'lib/checkout/fixture.ts', code: "import { getDb } from '@/lib/db/client';\nimport { isPaidStatus } from '@/lib/domain/orders';\nexport const uses = [getDb, isPaidStatus];\n" },
  { name: "a page using the commerce port's entry point", filePath: 'app/x.ts', code: "import { commerce } from '@/lib/commerce';\nexport const shop = commerce;\n" },
  { name: "a client component taking the port's types from its entry point", filePath: 'components/x.tsx', code: "'use client';\nimport type { ApiCartItem } from '@/lib/commerce';\nexport type Line = ApiCartItem;\n" },
  { name: 'an adapter using the port by a relative path', filePath: 'lib/commerce/local/x.ts', code: "import type { Order } from '../types';\nexport type Kept = Order;\n" },
  { name: "an adapter using another of the port's modules by its full path", filePath: 'lib/commerce/woocommerce/x.ts', code: "import { toApiProduct } from '@/lib/commerce/api-shape';\nexport const shape = toApiProduct;\n" },
  { name: 'the domain using the domain and the settings', filePath: 'lib/domain/fixture.ts', code: "import { SHOP_NAME } from '@/lib/site';\nimport { formatPounds } from './money';\nexport const uses = [SHOP_NAME, formatPounds];\n" },
];

describe('the layer rules', () => {
  // One ESLint start for every case: it takes seconds.
  const results = lint([...CASES, ...ALLOWED]);

  it.each(CASES.map((entry, index) => [entry.name, entry, index] as const))('refuse %s', (_name, entry, index) => {
    expect(results[index]!.map((message) => message.ruleId)).toContain(entry.rule);
  });

  it.each(ALLOWED.map((entry, index) => [entry.name, index + CASES.length] as const))('allow %s', (_name, index) => {
    expect(results[index]).toEqual([]);
  });
});
