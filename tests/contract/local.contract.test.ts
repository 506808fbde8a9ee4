/** The PostgreSQL adapter against the commerce port's contract, on a database of its own. */
import type { SeedProduct } from '@/data/catalogue/types';
import { localBackend } from '@/lib/commerce/local';
import { prepareDatabase } from '@/lib/db/prepare';
import { insertCategories, insertProducts, refreshSearchLexicon } from '@/lib/db/seed';
import { createScratchDatabase } from '../support/scratch-database';
import { commercePortContract, CONTRACT_CATALOGUE } from './commerce-port.contract';

const { category, simple, variable, fillers } = CONTRACT_CATALOGUE;
const ARTWORK: SeedProduct['artwork'] = { shape: 'apron', motif: 'tartan', palette: 'black-watch' };

const product = (slug: string, name: string, addedDaysAgo: number) => ({
  slug, name, categorySlug: category.slug, descriptionHtml: `<p>${name}, made for the contract.</p>`, tags: [], addedDaysAgo, artwork: ARTWORK,
});

const CATALOGUE: SeedProduct[] = [
  { ...product(simple.slug, simple.name, 1), type: 'simple', pricePence: simple.pricePence, stock: simple.stock },
  {
    ...product(variable.slug, variable.name, 2),
    type: 'variable',
    attributes: [{ name: variable.attribute, options: [variable.small.option, variable.large.option] }],
    variations: [variable.small, variable.large].map((size) => ({ attributes: { [variable.attribute]: size.option }, pricePence: size.pricePence, stock: size.stock })),
  },
  ...fillers.map((slug, index): SeedProduct => ({ ...product(slug, `Contract Filler Print ${index + 1}`, 3 + index), type: 'simple', pricePence: 500, stock: 1 })),
];

commercePortContract('local (PostgreSQL)', async () => {
  const scratch = await createScratchDatabase('contract');
  await prepareDatabase(scratch.url, { seed: false });
  const categoryIds = await insertCategories(scratch.db, [{ ...category, description: '' }]);
  await insertProducts(scratch.db, CATALOGUE, categoryIds, Date.now());
  await refreshSearchLexicon(scratch.db);
  const db = () => scratch.db;
  return {
    port: localBackend(db),
    teardown: () => scratch.drop(),
  };
}, { typosForgiven: true, latePayment: 'revives the order' });
