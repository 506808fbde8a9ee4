/**
 * The lint configuration keeps the layers apart (eslint.layers.mjs, docs/adr/0018): an import against
 * the grain fails `npm run lint`, and one with it passes.
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
];

const ALLOWED = [
  { name: 'a page using the commerce port and the domain', filePath: 'app/fixture/page.tsx', code: "import { commerce } from '@/lib/commerce';\nimport { formatPounds } from '@/lib/domain/money';\nexport const uses = [commerce, formatPounds];\n" },
  { name: 'a service using the database and the domain', filePath: 'lib/checkout/fixture.ts', code: "import { getDb } from '@/lib/db/client';\nimport { isPaidStatus } from '@/lib/domain/orders';\nexport const uses = [getDb, isPaidStatus];\n" },
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
