import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/icon';
import { ICON_NAMES } from '@/components/icons/icon-paths';
import { localeParam } from '@/lib/locale/locale-param.server';

type Props = { params: Promise<{ locale: string }> };

/**
 * Rendered on request: a page made at build time would carry no nonce, and the page policy runs
 * only the scripts that carry the nonce of their render (docs/decisions/0031). A page for
 * designers and tests, rarely asked for.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'icons' });
  return { title: t('title'), robots: { index: false } };
}

/** `/{lang}/_icons`: every icon of the sprite with its name. */
export default async function IconsPage({ params }: Props) {
  await localeParam(params);
  const t = await getTranslations('icons');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ul className="icon-list">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
