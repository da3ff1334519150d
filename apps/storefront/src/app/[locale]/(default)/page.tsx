import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoryBody } from '@/components/bloks/bloks';
import { getShopContext } from '@/lib/commerce/shop-context.server';
import { getOptionalStory } from '@/lib/content/content.server';
import { alternates } from '@/lib/seo/alternates';
import { localeParam } from '@/lib/locale/locale-param.server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: { absolute: t('homeTitle') }, description: t('homeDescription'), alternates: alternates(locale) };
}

/** Home: the `home` story's bloks (hero, teasers, featured products, ...). */
export default async function HomePage({ params }: Props) {
  const locale = await localeParam(params);
  await getShopContext(locale); // reads cookies first: rendered per request, never at build time
  const [story, t] = await Promise.all([getOptionalStory('home', locale), getTranslations('meta')]);
  return (
    <>
      <h1 className="sr-only">{t('siteName')}</h1>
      {story ? <StoryBody content={story.content} locale={locale} /> : null}
    </>
  );
}
