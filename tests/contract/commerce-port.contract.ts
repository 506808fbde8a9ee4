/**
 * What every commerce adapter must do, whatever stores its data (docs/adr/0018). An adapter's test
 * file calls `commercePortContract` with a way to build the port over a catalogue holding the
 * fixture products below; tests/contract/local.contract.test.ts does so for the PostgreSQL adapter.
 */
import type { CommercePort, Product } from '@/lib/commerce/types';
import { ShopError } from '@/lib/errors';

/** The products the contract buys and browses: the adapter's setup must hold exactly these. */
export const CONTRACT_CATALOGUE = {
  category: { slug: 'contract-boards', name: 'Contract Boards' },
  /** A simple product: 4 in stock at £20.00. */
  simple: { slug: 'contract-oak-board', name: 'Contract Oak Board', pricePence: 2000, stock: 4 },
  /** A variable product with two sizes: small £10.00 (3 in stock), large £15.00 (0 in stock). */
  variable: {
    slug: 'contract-slate-coaster',
    name: 'Contract Slate Coaster',
    attribute: 'Size',
    small: { option: 'small', pricePence: 1000, stock: 3 },
    large: { option: 'large', pricePence: 1500, stock: 0 },
  },
  /** Filler products so lists have more than one page at three a page. */
  fillers: ['contract-filler-one', 'contract-filler-two', 'contract-filler-three', 'contract-filler-four'],
} as const;

const ADDRESS = { firstName: 'Morag', lastName: 'MacLeod', email: 'morag@example.com', address1: '12 Castle Street', city: 'Inverness', postcode: 'IV2 3EA', country: 'GB' };

export interface PortUnderTest {
  port: CommercePort;
  teardown(): Promise<void>;
}

async function expectRefusal(work: Promise<unknown>, code: string): Promise<void> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ShopError);
  expect((error as ShopError).code).toBe(code);
}

/**
 * Where back ends differ by design (README "Run on your WooCommerce store"): each adapter says how
 * it behaves, and the suite checks that it does, rather than skip the case.
 */
export interface DesignedDifferences {
  /** Whether a search with a typo in it ("coster") still finds what was meant. */
  typosForgiven: boolean;
  /** What paying an order whose hold ran out (cancelled, its stock back on sale) does while the stock is still there. */
  latePayment: 'revives the order' | 'refused';
}

/** `skip`: the adapter's back end is not there to test (Jest reports the cases skipped). */
export function commercePortContract(adapter: string, build: () => Promise<PortUnderTest>, differences: DesignedDifferences, { skip = false } = {}): void {
  (skip ? describe.skip : describe)(`the commerce port, as the ${adapter} adapter offers it`, () => {
    let subject: PortUnderTest;
    let port: CommercePort;
    let simple: Product;
    let variable: Product;
    const { simple: SIMPLE, variable: VARIABLE } = CONTRACT_CATALOGUE;

    beforeAll(async () => {
      subject = await build();
      port = subject.port;
      simple = (await port.getProduct(SIMPLE.slug))!;
      variable = (await port.getProduct(VARIABLE.slug))!;
    });

    afterAll(async () => {
      await subject.teardown();
    });

    describe('catalogue', () => {
      it('finds a product by slug and by id, and nothing for an unknown one', async () => {
        expect(simple).toMatchObject({ slug: SIMPLE.slug, name: SIMPLE.name, type: 'simple', pricePence: SIMPLE.pricePence, inStock: true });
        expect(await port.getProduct(String(simple.id))).toEqual(simple);
        expect(await port.getProduct('contract-no-such-board')).toBeNull();
      });

      it('prices a variable product from its cheapest variation, and lists the variations', async () => {
        expect(variable).toMatchObject({ type: 'variable', pricePence: VARIABLE.small.pricePence, inStock: true });
        const variations = (await port.listVariations(VARIABLE.slug))!;
        expect(variations.map((variation) => [variation.attributes.map((chosen) => chosen.option), variation.pricePence, variation.stockQuantity, variation.inStock])).toEqual(
          expect.arrayContaining([
            [[VARIABLE.small.option], VARIABLE.small.pricePence, VARIABLE.small.stock, true],
            [[VARIABLE.large.option], VARIABLE.large.pricePence, 0, false],
          ]),
        );
        expect(await port.listVariations(SIMPLE.slug)).toEqual([]);
        expect(await port.listVariations('contract-no-such-board')).toBeNull();
      });

      // Scoped to the contract's category, so an adapter's store may hold other products too.
      it('pages the list without overlap, with totals', async () => {
        const total = 2 + CONTRACT_CATALOGUE.fillers.length;
        const first = await port.listProducts({ categories: [CONTRACT_CATALOGUE.category.slug], sort: 'newest', page: 1, perPage: 3 });
        const second = await port.listProducts({ categories: [CONTRACT_CATALOGUE.category.slug], sort: 'newest', page: 2, perPage: 3 });
        expect(first).toMatchObject({ total, page: 1, perPage: 3, totalPages: Math.ceil(total / 3) });
        const slugs = [...first.products, ...second.products].map((product) => product.slug);
        expect(new Set(slugs).size).toBe(total);
        expect((await port.listProducts({ categories: [CONTRACT_CATALOGUE.category.slug], sort: 'newest', page: 9, perPage: 3 })).products).toEqual([]);
      });

      it('searches by a word of the name, and filters by category', async () => {
        const found = await port.listProducts({ search: 'coaster', categories: [CONTRACT_CATALOGUE.category.slug], sort: 'featured', page: 1, perPage: 10 });
        expect(found.products.map((product) => product.slug)).toEqual([VARIABLE.slug]);
        const inCategory = await port.listProducts({ categories: [CONTRACT_CATALOGUE.category.slug], sort: 'featured', page: 1, perPage: 10 });
        expect(inCategory.total).toBe(2 + CONTRACT_CATALOGUE.fillers.length);
        const categories = await port.listCategories();
        expect(categories.find((category) => category.slug === CONTRACT_CATALOGUE.category.slug)).toMatchObject({ productCount: inCategory.total });
      });

      it(`${differences.typosForgiven ? 'forgives' : 'does not forgive'} a typo in a search (by design)`, async () => {
        const found = await port.listProducts({ search: 'coster', categories: [CONTRACT_CATALOGUE.category.slug], sort: 'featured', page: 1, perPage: 10 });
        expect(found.products.map((product) => product.slug)).toEqual(differences.typosForgiven ? [VARIABLE.slug] : []);
      });

      it('relates other products, never the product itself, up to the maximum', async () => {
        const related = await port.listRelatedProducts(simple, 2);
        expect(related.length).toBeGreaterThan(0);
        expect(related.length).toBeLessThanOrEqual(2);
        expect(related.map((product) => product.id)).not.toContain(simple.id);
      });
    });

    describe('carts', () => {
      it('opens a cart on the first add, prices lines from the catalogue, and grows a repeated line', async () => {
        const { cartId, line } = await port.addToCart(null, { productId: simple.id, quantity: 1, options: {} });
        expect(line).toMatchObject({ productId: simple.id, productSlug: SIMPLE.slug, quantity: 1, productPricePence: SIMPLE.pricePence, available: SIMPLE.stock });
        const again = await port.addToCart(cartId, { productId: simple.id, quantity: 2, options: {} });
        expect(again).toMatchObject({ cartId, line: { id: line.id, quantity: 3 } });
        expect(await port.getCart(cartId)).toHaveLength(1);
      });

      it('resolves a variable product’s options to its variation, and refuses what cannot be bought', async () => {
        const { cartId, line } = await port.addToCart(null, { productId: variable.id, quantity: 1, options: { [VARIABLE.attribute]: VARIABLE.small.option } });
        expect(line).toMatchObject({ variationPricePence: VARIABLE.small.pricePence, selectedOptions: { [VARIABLE.attribute]: VARIABLE.small.option } });
        await expectRefusal(port.addToCart(cartId, { productId: variable.id, quantity: 1, options: {} }), 'options_required');
        await expectRefusal(port.addToCart(cartId, { productId: variable.id, quantity: 1, options: { [VARIABLE.attribute]: VARIABLE.large.option } }), 'out_of_stock');
        await expectRefusal(port.addToCart(cartId, { productId: simple.id, quantity: SIMPLE.stock + 1, options: {} }), 'insufficient_stock');
        await expectRefusal(port.addToCart(cartId, { productId: 2_000_000_000, quantity: 1, options: {} }), 'product_not_found');
        expect(await port.getCart(cartId)).toHaveLength(1);
      });

      it('changes and removes lines only in their own cart', async () => {
        const mine = await port.addToCart(null, { productId: simple.id, quantity: 1, options: {} });
        const theirs = await port.addToCart(null, { productId: simple.id, quantity: 1, options: {} });
        expect(await port.setCartQuantity(mine.cartId, mine.line.id, 2)).toMatchObject({ quantity: 2 });
        await expectRefusal(port.setCartQuantity(theirs.cartId, mine.line.id, 1), 'cart_item_not_found');
        expect(await port.setCartQuantity(mine.cartId, mine.line.id, 0)).toBeNull();
        expect(await port.getCart(mine.cartId)).toEqual([]);
        await port.removeFromCart(theirs.cartId, theirs.line.id);
        expect(await port.getCart(theirs.cartId)).toEqual([]);
      });
    });

    describe('orders', () => {
      const order = (cartId: string | null, quantity = 1) =>
        port.createOrder({ cartId, lines: [{ productId: simple.id, quantity, options: {} }], shipping: ADDRESS, billing: ADDRESS, paymentMethod: 'card' });

      it('prices an order from the catalogue, holds its stock, and gives the same client the same order again', async () => {
        const { cartId } = await port.addToCart(null, { productId: simple.id, quantity: 1, options: {} });
        const { order: placed, reused } = await order(cartId);
        expect(reused).toBe(false);
        expect(placed).toMatchObject({ status: 'pending', subtotalPence: SIMPLE.pricePence, lines: [expect.objectContaining({ productId: simple.id, unitPricePence: SIMPLE.pricePence, quantity: 1 })] });
        expect(placed.totalPence).toBe(placed.subtotalPence + placed.shippingPence);
        expect(placed.orderKey.length).toBeGreaterThanOrEqual(16);
        expect(await port.getOrder(placed.id)).toEqual(placed);
        expect((await order(cartId)).order.id).toBe(placed.id);
        expect((await port.getCart(cartId))[0]!.available).toBe(SIMPLE.stock - 1);
        await port.cancelOrder(placed.id);
      });

      it('keeps an order’s lines as they were placed, in their order, with their options', async () => {
        const { order: placed } = await port.createOrder({
          cartId: null,
          lines: [
            { productId: variable.id, quantity: 1, options: { [VARIABLE.attribute]: VARIABLE.small.option } },
            { productId: simple.id, quantity: 2, options: {} },
          ],
          shipping: ADDRESS,
          billing: ADDRESS,
          paymentMethod: 'card',
        });
        expect(placed.lines).toEqual([
          expect.objectContaining({ productId: variable.id, unitPricePence: VARIABLE.small.pricePence, quantity: 1, selectedOptions: { [VARIABLE.attribute]: VARIABLE.small.option } }),
          expect.objectContaining({ productId: simple.id, variationId: null, unitPricePence: SIMPLE.pricePence, quantity: 2, discountPence: 0 }),
        ]);
        expect(placed.subtotalPence).toBe(VARIABLE.small.pricePence + 2 * SIMPLE.pricePence);
        expect(await port.getOrder(placed.id)).toEqual(placed);
        await port.cancelOrder(placed.id);
      });

      it('refuses an order for more than is in stock, holding nothing', async () => {
        await expectRefusal(order(null, SIMPLE.stock + 1), 'insufficient_stock');
        const { cartId } = await port.addToCart(null, { productId: simple.id, quantity: 1, options: {} });
        expect((await port.getCart(cartId))[0]!.available).toBe(SIMPLE.stock);
      });

      it('is paid once, and a paid order leaves its lines’ cart', async () => {
        const { cartId } = await port.addToCart(null, { productId: simple.id, quantity: 1, options: {} });
        const { order: placed } = await order(cartId);
        await port.setPaymentIntent(placed.id, 'test', 'pi_contract_1');
        expect(await port.markOrderPaid(placed.id, 'pi_contract_1')).toBe('paid');
        expect(await port.markOrderPaid(placed.id, 'pi_contract_1')).toBe('already_paid');
        expect(await port.getOrder(placed.id)).toMatchObject({ status: 'processing', paymentIntentId: 'pi_contract_1', paidAt: expect.any(Date) });
        expect(await port.getCart(cartId)).toEqual([]);
        expect(await port.cancelOrder(placed.id)).toBe(false);
      });

      it('cancels a pending order once, giving its stock back', async () => {
        const { order: placed } = await order(null, 2);
        expect(await port.cancelOrder(placed.id)).toBe(true);
        expect(await port.cancelOrder(placed.id)).toBe(false);
        expect((await port.getOrder(placed.id))!.status).toBe('cancelled');
        const { cartId } = await port.addToCart(null, { productId: simple.id, quantity: 1, options: {} });
        expect((await port.getCart(cartId))[0]!.available).toBe(SIMPLE.stock - 1);
      });

      it(`${differences.latePayment === 'refused' ? 'refuses' : 'revives'} an order paid after its hold ran out, while its stock is still there (by design)`, async () => {
        const { order: placed } = await order(null);
        await port.setPaymentIntent(placed.id, 'test', 'pi_contract_late');
        expect(await port.cancelOrder(placed.id)).toBe(true);
        const paid = await port.markOrderPaid(placed.id, 'pi_contract_late');
        if (differences.latePayment === 'refused') {
          expect(paid).toBe('not_payable');
          expect((await port.getOrder(placed.id))!.status).toBe('cancelled');
        } else {
          expect(paid).toBe('paid');
          expect((await port.getOrder(placed.id))!.status).toBe('processing');
        }
      });

      it('finds an order for tracking only with its e-mail, in any case, and lists expired and unpaid orders', async () => {
        const { order: placed } = await order(null);
        expect(await port.findOrderForTracking(placed.id, 'MORAG@example.com')).toMatchObject({ id: placed.id });
        expect(await port.findOrderForTracking(placed.id, 'someone@example.com')).toBeNull();
        expect((await port.listExpiredOrders(new Date(Date.now() + 24 * 3_600_000), 100)).map((expired) => expired.id)).toContain(placed.id);
        expect((await port.listExpiredOrders(new Date(0), 100)).map((expired) => expired.id)).not.toContain(placed.id);
        await port.setPaymentIntent(placed.id, 'test', 'pi_contract_2');
        expect((await port.listPendingPayments(100)).map((pending) => pending.id)).toContain(placed.id);
        await port.cancelOrder(placed.id);
        expect(await port.getOrder(2_000_000_000)).toBeNull();
      });

      it('takes out of the cart only what the paid order bought', async () => {
        const { cartId } = await port.addToCart(null, { productId: simple.id, quantity: 1, options: {} });
        const { order: placed } = await order(cartId);
        // Added after the order was placed: not bought, so it stays.
        await port.addToCart(cartId, { productId: variable.id, quantity: 1, options: { [VARIABLE.attribute]: VARIABLE.small.option } });
        await port.setPaymentIntent(placed.id, 'test', 'pi_contract_keep');
        expect(await port.markOrderPaid(placed.id, 'pi_contract_keep')).toBe('paid');
        expect((await port.getCart(cartId)).map((line) => line.productId)).toEqual([variable.id]);
      });
    });

    describe("the owner's operations", () => {
      it('offers the operations it says it offers, and names its own admin for any it does not', async () => {
        const capabilities = port.ownerCapabilities();
        expect(port.ownerOrders !== null).toBe(capabilities.orders);
        expect(port.ownerDiscounts !== null).toBe(capabilities.discounts);
        const keptElsewhere = !capabilities.orders || !capabilities.catalogue || !capabilities.pictures || !capabilities.discounts;
        if (keptElsewhere) expect(capabilities.storeAdmin).toMatchObject({ name: expect.any(String), notice: expect.any(String), orders: expect.stringMatching(/^https?:\/\//), coupons: expect.stringMatching(/^https?:\/\//) });
        else expect(capabilities.storeAdmin).toBeNull();
        if (port.ownerOrders) expect(await port.ownerOrders.getOrderDetail(2_000_000_000)).toBeNull();
        if (port.ownerDiscounts) await expect(port.ownerDiscounts.getDiscount(2_000_000_000)).rejects.toMatchObject({ status: 404, code: 'discount_not_found' });
      });
    });
  });
}
