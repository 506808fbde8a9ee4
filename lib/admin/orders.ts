/**
 * The back office's orders (docs/product/rules.md#order-status), through the commerce port's owner
 * operations (docs/adr/0033): the back end that keeps the orders lists them, reads them and moves
 * them on, with the history, the audit log and the shopper's e-mail in the same transaction. A back
 * end whose own admin keeps the orders offers none, and every call is a 409 naming that admin.
 */
import { stringify } from 'csv-stringify/sync';
import { commerce, type OwnerOrderAction, type OwnerOrderDetail, type OwnerOrderList, type OwnerOrderQuery, type OwnerOrders } from '@/lib/commerce';
import { ORDER_CSV_COLUMNS, orderCsvRow } from '@/lib/domain/order-csv';
import { notFound } from '@/lib/errors';
import { keptInStore } from './kept-in-store';
import type { Owner } from './owners';

function ownerOrders(): OwnerOrders {
  const orders = commerce().ownerOrders;
  if (!orders) throw keptInStore('orders');
  return orders;
}

export async function listOrdersForOwner(query: OwnerOrderQuery): Promise<OwnerOrderList> {
  return ownerOrders().listOrders(query);
}

export async function orderDetail(id: number): Promise<OwnerOrderDetail> {
  const detail = await ownerOrders().getOrderDetail(id);
  if (!detail) throw notFound(`There is no order ${id}.`);
  return detail;
}

/** One owner action on one order, then the order as it is after it; an illegal move is a 409, a refund beyond the payment a 400. */
export async function performOrderAction(owner: Owner, id: number, input: OwnerOrderAction): Promise<OwnerOrderDetail> {
  await ownerOrders().actOnOrder(owner, id, input);
  return orderDetail(id);
}

/** Orders a page of the CSV's reading asks for: the port's listing, read through to its end. */
const CSV_PAGE = 200;

/** Every order the filter finds, newest first, as CSV with a header row (lib/domain/order-csv.ts). */
export async function ordersCsv(query: Omit<OwnerOrderQuery, 'page' | 'perPage'>): Promise<string> {
  const rows: string[][] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const list = await listOrdersForOwner({ ...query, page, perPage: CSV_PAGE });
    pages = list.totalPages;
    rows.push(...list.orders.map(orderCsvRow));
  }
  return stringify(rows, { header: true, columns: [...ORDER_CSV_COLUMNS] });
}
