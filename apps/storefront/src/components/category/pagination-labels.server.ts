import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { PaginationLabels } from './pagination';

export async function getPaginationLabels(): Promise<PaginationLabels> {
  const t = await getTranslations('pagination');
  return { nav: t('label'), previous: t('previous'), next: t('next'), page: t.raw('page') as string };
}
