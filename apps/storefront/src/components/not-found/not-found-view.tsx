import { getTranslations } from 'next-intl/server';
import Link from '../link/shop-link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { localePath, type Locale } from '../../lib/locale/locales';
import { answerNotFound } from '../../lib/routing/not-found-status';

/** Heading, text and a way home, in the shopper's language. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link href={localePath(locale)} className="button">
          {t('home')}
        </Link>
      </p>
    </>
  );
}

/**
 * Throws `notFound()` inside its own Suspense boundary, after the page around it has rendered:
 * Next.js then keeps the page's HTML, adds `noindex`, and records 404 for a page it renders
 * once and keeps (the first-visit twins, docs/decisions/0015), also on later cache hits.
 */
async function NotFoundSignal(): Promise<never> {
  notFound();
}

/**
 * The not-found page as an ordinary page, served with status 404 and its words in the HTML the
 * server sends (docs/decisions/0018). A `notFound()` thrown by the page itself would get 404 with
 * an empty document that only the browser's scripts fill in.
 */
export function NotFoundView({ locale }: { locale: Locale }) {
  answerNotFound();
  return (
    <>
      <NotFoundContent locale={locale} />
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}
