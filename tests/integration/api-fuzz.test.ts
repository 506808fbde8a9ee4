/** Every API route fuzzed with bad input (tests/support/api-fuzz-suite.ts), on the built-in back end. */
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { fuzzEveryApiRoute } from '../support/api-fuzz-suite';

fuzzEveryApiRoute({
  name: 'built-in',
  async prepare() {
    const [{ id: productId }] = (await getDb().execute<{ id: number }>(sql`select id from products where stock_quantity > 5 and id not in (select product_id from product_variations) order by id limit 1`)).rows as [{ id: number }];
    return { productId };
  },
});
