import { INestApplicationContext } from '@nestjs/common';
import { CurrencyCode, LanguageCode } from '@vendure/common/lib/generated-types';
import {
  ChannelService,
  Customer,
  CustomerGroupService,
  CustomerService,
  ID,
  isGraphQlErrorResult,
  Order,
  OrderService,
  ProductVariant,
  RequestContext,
  RequestContextService,
  ShippingMethodService,
  TransactionalConnection,
} from '@vendure/core';
import { In, IsNull } from 'typeorm';
import { CHEQUE_METHOD_CODE } from './settings';
import { AddressDef, CustomerDef, CustomerGroupDef, DemoOrderDef } from '@talat/demo-catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

function fail(what: string, result: unknown): never {
  const message = (result as { message?: string } | null)?.message ?? String(result);
  throw new Error(`seed: ${what}: ${message}`);
}

function addressInput(a: AddressDef) {
  return { ...a, customFields: { pccc: null } };
}

/** What placing demo orders needs: variant ids by SKU, shipping method ids by code, an admin context per market. */
interface OrderSetup {
  variantIds: Map<string, ID>;
  shippingIds: Map<string, ID>;
  contextFor(order: DemoOrderDef): Promise<RequestContext>;
  now: number;
}

/**
 * Customer groups and demo customers with their default address and past orders (cheque, then
 * settled, dated `daysAgo` back). Answers how many customers and orders were created.
 */
export async function seedCustomers(
  app: INestApplicationContext,
  ctx: RequestContext,
  groups: CustomerGroupDef[],
  customers: CustomerDef[],
  now = Date.now(),
): Promise<{ customers: number; orders: number }> {
  const customerService = app.get(CustomerService);
  const members = new Map<string, ID[]>(groups.map((g) => [g.key, []]));
  const setup = await orderSetup(app, ctx, customers, now);
  let orders = 0;
  for (const def of customers) {
    const { address, orders: pastOrders, groups: keys, ...fields } = def;
    const customer = await customerService.create(ctx, fields);
    if (isGraphQlErrorResult(customer)) fail(`customer ${def.emailAddress}`, customer);
    await customerService.createAddress(ctx, customer.id, {
      ...addressInput(address),
      defaultShippingAddress: true,
      defaultBillingAddress: true,
    });
    for (const key of keys) {
      const ids = members.get(key);
      if (!ids) throw new Error(`seed: customer ${def.emailAddress} in unknown group "${key}"`);
      ids.push(customer.id);
    }
    for (const order of pastOrders) {
      // Vendure wants payments made in a transaction; one per order also spares SQLite commits.
      await app
        .get(TransactionalConnection)
        .withTransaction(await setup.contextFor(order), (tx) => placePastOrder(app, tx, setup, customer, address, order));
      orders++;
    }
  }
  for (const g of groups) {
    await app.get(CustomerGroupService).create(ctx, { name: g.name, customFields: { key: g.key }, customerIds: members.get(g.key) });
  }
  return { customers: customers.length, orders };
}

async function orderSetup(app: INestApplicationContext, ctx: RequestContext, customers: CustomerDef[], now: number): Promise<OrderSetup> {
  const skus = [...new Set(customers.flatMap((c) => c.orders.flatMap((o) => o.lines.map((l) => l.sku))))];
  const variants = skus.length
    ? await app
        .get(TransactionalConnection)
        .rawConnection.getRepository(ProductVariant)
        .find({ where: { sku: In(skus), deletedAt: IsNull() } })
    : [];
  const methods = await app.get(ShippingMethodService).findAll(ctx);
  const channel = await app.get(ChannelService).getDefaultChannel();
  return {
    variantIds: new Map(variants.map((v) => [v.sku, v.id])),
    shippingIds: new Map(methods.items.map((m) => [m.code, m.id])),
    contextFor: (order) =>
      app.get(RequestContextService).create({
        apiType: 'admin',
        channelOrToken: channel,
        languageCode: order.language === 'th' ? LanguageCode.th : LanguageCode.en,
        currencyCode: order.currency as CurrencyCode,
      }),
    now,
  };
}

/** A draft order for the customer, paid by cheque (the shop's manual method) and settled, then dated back. */
async function placePastOrder(
  app: INestApplicationContext,
  ctx: RequestContext,
  setup: OrderSetup,
  customer: Customer,
  address: AddressDef,
  def: DemoOrderDef,
): Promise<void> {
  const orders = app.get(OrderService);
  const what = `order of ${customer.emailAddress}`;
  const draft = await orders.createDraft(ctx);
  const items = def.lines.map((l) => {
    const productVariantId = setup.variantIds.get(l.sku);
    if (productVariantId === undefined) throw new Error(`seed: ${what}: unknown SKU ${l.sku}`);
    return { productVariantId, quantity: l.quantity };
  });
  const added = await orders.addItemsToOrder(ctx, draft.id, items);
  if (added.errorResults.length) fail(what, added.errorResults[0]);
  await orders.addCustomerToOrder(ctx, draft.id, customer);
  await orders.setShippingAddress(ctx, draft.id, addressInput(address));
  await orders.setBillingAddress(ctx, draft.id, addressInput(address));
  const shippingId = setup.shippingIds.get(def.shippingMethod);
  if (shippingId === undefined) throw new Error(`seed: ${what}: unknown shipping method ${def.shippingMethod}`);
  const shipped = await orders.setShippingMethod(ctx, draft.id, [shippingId]);
  if (isGraphQlErrorResult(shipped)) fail(what, shipped);
  const toPayment = await orders.transitionToState(ctx, draft.id, 'ArrangingPayment');
  if (isGraphQlErrorResult(toPayment)) fail(what, toPayment);
  const paid = await orders.addPaymentToOrder(ctx, draft.id, { method: CHEQUE_METHOD_CODE, metadata: {} });
  if (isGraphQlErrorResult(paid)) fail(what, paid);
  for (const payment of await orders.getOrderPayments(ctx, draft.id)) {
    const settled = await orders.settlePayment(ctx, payment.id);
    if (isGraphQlErrorResult(settled)) fail(what, settled);
  }
  const at = new Date(setup.now - def.daysAgo * DAY_MS);
  await app.get(TransactionalConnection).getRepository(ctx, Order).update(draft.id, { orderPlacedAt: at, createdAt: at, updatedAt: at });
}
