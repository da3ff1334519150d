import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ProductTileLabels } from './product-tile';

export async function getTileLabels(): Promise<ProductTileLabels> {
  const t = await getTranslations('product');
  return { preorder: t('preorder'), outOfStock: t('outOfStock'), from: t.raw('from') as string };
}
