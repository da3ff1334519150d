import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { StoryBody } from '../../../../components/bloks/bloks';
import { getShopContext } from '../../../../lib/commerce/shop-context.server';
import { getOptionalStory } from '../../../../lib/content/content.server';
import { localePath } from '../../../../lib/locale/locales';
import { alternates } from '../../../../lib/seo/alternates';
import { localeParam } from '../../../../lib/locale/locale-param.server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('cartTitle'), alternates: alternates(locale, 'cart'), robots: { index: false } };
}

/** The cart page: the `cart` story and, until the cart issue, the empty-cart state. */
export default async function CartPage({ params }: Props) {
  const locale = await localeParam(params);
  await getShopContext(locale);
  const [story, t] = await Promise.all([getOptionalStory('cart', locale), getTranslations('cart')]);
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('empty')}</p>
      <p>
        <Link href={localePath(locale)} className="button">
          {t('continue')}
        </Link>
      </p>
      {story ? <StoryBody content={story.content} locale={locale} /> : null}
    </>
  );
}
