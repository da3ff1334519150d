import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoryBody } from '@/components/bloks/bloks';
import { JsonLdScript } from '@/components/product/product-json-ld';
import { storeConfigOrNull } from '@/lib/commerce/catalog.server';
import { getEnv } from '@/lib/config/env.server';
import { getShopContext } from '@/lib/commerce/shop-context.server';
import { getOptionalStory } from '@/lib/content/content.server';
import { alternates } from '@/lib/seo/alternates';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/site-json-ld';
import { localeParam } from '@/lib/locale/locale-param.server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: { absolute: t('homeTitle') }, description: t('homeDescription'), alternates: alternates(locale) };
}

/**
 * Home: the `home` story's bloks (hero, teasers, featured products, ...), and the shop and site
 * as schema.org JSON-LD (docs/decisions/0052; named as the store config names the shop).
 */
export default async function HomePage({ params }: Props) {
  const locale = await localeParam(params);
  const ctx = await getShopContext(locale); // reads cookies first: rendered per request, never at build time
  const [story, t, store] = await Promise.all([
    getOptionalStory('home', locale),
    getTranslations('meta'),
    storeConfigOrNull(locale, ctx.currency),
  ]);
  const site = { origin: getEnv().STOREFRONT_URL, locale, name: store?.store_name || t('siteName'), description: t('homeDescription') };
  return (
    <>
      <JsonLdScript data={organizationJsonLd(site)} />
      <JsonLdScript data={webSiteJsonLd(site)} />
      <h1 className="sr-only">{t('siteName')}</h1>
      {story ? <StoryBody content={story.content} locale={locale} /> : null}
    </>
  );
}
