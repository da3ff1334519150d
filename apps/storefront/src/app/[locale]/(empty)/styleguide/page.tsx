import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/product/price';
import { CURRENCIES, LOCALES } from '@/lib/locale/locales';
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
  const t = await getTranslations({ locale, namespace: 'styleguide' });
  return { title: t('title'), robots: { index: false } };
}

/** A few of the shop's components, for designers and tests (empty layout). */
export default async function StyleguidePage({ params }: Props) {
  await localeParam(params);
  const t = await getTranslations('styleguide');
  return (
    <div className="styleguide">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <section aria-labelledby="sg-buttons">
        <h2 id="sg-buttons">{t('buttons')}</h2>
        <p>
          <button type="button" className="button">
            {t('primary')}
          </button>{' '}
          <button type="button" className="button button--secondary">
            {t('secondary')}
          </button>
        </p>
      </section>
      <section aria-labelledby="sg-prices">
        <h2 id="sg-prices">{t('prices')}</h2>
        <ul>
          {LOCALES.flatMap((l) =>
            CURRENCIES.map((c) => (
              <li key={`${l}-${c}`}>
                {l}/{c}: <Price money={{ value: 1290.5, currency: c }} locale={l} />
              </li>
            )),
          )}
        </ul>
      </section>
      <section aria-labelledby="sg-notice">
        <h2 id="sg-notice">{t('notice')}</h2>
        <p className="notice">{t('noticeText')}</p>
      </section>
      <section aria-labelledby="sg-accordion" className="accordion">
        <h2 id="sg-accordion">{t('accordion')}</h2>
        <details>
          <summary>{t('accordionTitle')}</summary>
          <p>{t('accordionText')}</p>
        </details>
      </section>
    </div>
  );
}
