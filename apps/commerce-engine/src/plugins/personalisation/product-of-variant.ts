import { Product, ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core';

/** The variant's product with its custom fields: the loaded relation, else one query. */
export async function productOfVariant(
  connection: TransactionalConnection,
  ctx: RequestContext,
  variant: ProductVariant,
): Promise<Product | null> {
  if (variant.product?.customFields) return variant.product;
  return connection.getRepository(ctx, Product).findOne({ where: { id: variant.productId }, loadEagerRelations: false });
}
