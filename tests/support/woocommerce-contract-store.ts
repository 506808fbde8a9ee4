/**
 * The contract's catalogue in a real WooCommerce store (tests/contract/commerce-port.contract.ts):
 * its category and products made when missing, and their prices and stock set back to the
 * contract's figures, so every run starts from the same store whatever an earlier run left.
 */
import type { StoreClient } from '@/lib/commerce/woocommerce/client';
import { penceToDecimal } from '@/lib/domain/money';
import { CONTRACT_CATALOGUE } from '../contract/commerce-port.contract';

const { category, simple, variable, fillers } = CONTRACT_CATALOGUE;
const DAY_MS = 86_400_000;

interface Found {
  id: number;
}

async function findOrMake(client: StoreClient, endpoint: string, slug: string, body: Record<string, unknown>): Promise<number> {
  const { data } = await client.get<Found[]>(endpoint, { slug, status: 'any' });
  if (data[0]) {
    await client.put(`${endpoint}/${data[0].id}`, body);
    return data[0].id;
  }
  return (await client.post<Found>(endpoint, { ...body, slug })).id;
}

const dated = (daysAgo: number) => new Date(Date.UTC(2026, 0, 1) - daysAgo * DAY_MS).toISOString().slice(0, 19);

export async function stockContractCatalogue(client: StoreClient): Promise<void> {
  const { data: categories } = await client.get<Found[]>('products/categories', { slug: category.slug });
  const categoryId = categories[0]?.id ?? (await client.post<Found>('products/categories', { name: category.name, slug: category.slug })).id;
  const common = (name: string, daysAgo: number) => ({
    name,
    status: 'publish',
    catalog_visibility: 'visible',
    categories: [{ id: categoryId }],
    description: `<p>${name}, made for the contract.</p>`,
    date_created_gmt: dated(daysAgo),
  });
  await findOrMake(client, 'products', simple.slug, { ...common(simple.name, 1), type: 'simple', regular_price: penceToDecimal(simple.pricePence), sale_price: '', manage_stock: true, stock_quantity: simple.stock });
  for (const [index, slug] of fillers.entries()) {
    await findOrMake(client, 'products', slug, { ...common(`Contract Filler Print ${index + 1}`, 3 + index), type: 'simple', regular_price: '5.00', manage_stock: true, stock_quantity: 1 });
  }
  const variableId = await findOrMake(client, 'products', variable.slug, {
    ...common(variable.name, 2),
    type: 'variable',
    attributes: [{ name: variable.attribute, options: [variable.small.option, variable.large.option], visible: true, variation: true }],
  });
  const { data: variations } = await client.get<(Found & { attributes: { option: string }[] })[]>(`products/${variableId}/variations`, { per_page: 100 });
  for (const size of [variable.small, variable.large]) {
    const body = { regular_price: penceToDecimal(size.pricePence), sale_price: '', manage_stock: true, stock_quantity: size.stock, attributes: [{ name: variable.attribute, option: size.option }] };
    const existing = variations.find((variation) => variation.attributes.some((attribute) => attribute.option === size.option));
    if (existing) await client.put(`products/${variableId}/variations/${existing.id}`, body);
    else await client.post(`products/${variableId}/variations`, body);
  }
}

/** A simple product of the store's own for tests that buy its stock out, set to `stock` units at £12.00. */
export async function stockTestProduct(client: StoreClient, slug: string, stock: number): Promise<number> {
  return findOrMake(client, 'products', slug, {
    name: slug.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' '),
    status: 'publish',
    catalog_visibility: 'visible',
    type: 'simple',
    regular_price: '12.00',
    sale_price: '',
    manage_stock: true,
    stock_quantity: stock,
  });
}
