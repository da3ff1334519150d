import type { Metadata } from 'next';
import { FORM_WORDS, TRACKING_WORDS } from '@/components/order-status/order-status-words';
import { OrderLookupForm } from '@/components/order-status/order-lookup-form';
import { storeConfigOrNull } from '@/lib/commerce/catalog.server';
import { ACCOUNT_PATHS } from '@/lib/account/account-paths';
import { localeParam } from '@/lib/locale/locale-param.server';
import { LOCALE_ENTRIES, localePath } from '@/lib/locale/locales';
import { alternates } from '@/lib/seo/alternates';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await loadMessages(locale)).orderStatus.title, alternates: alternates(locale, 'order-status') };
}

/**
 * "Where is my order?" (issue 34): a guest finds an order by its number and email and sees its
 * status and parcels with the carriers' tracking links. The same page for every shopper (the form
 * asks the storefront API); a signed-in customer finds theirs in My Account.
 */
export default async function OrderStatusPage({ params }: Props) {
  const locale = await localeParam(params);
  const [messages, config] = await Promise.all([loadMessages(locale), storeConfigOrNull(locale, LOCALE_ENTRIES[locale].defaultCurrency)]);
  const t = messages.orderStatus;
  const words = { ...pickWords(t, [...FORM_WORDS, ...TRACKING_WORDS]), statuses: messages.myAccount.orders.statuses };
  return (
    <div className="order-status-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <OrderLookupForm locale={locale} carriers={config?.carriers ?? []} words={words} />
      <p>
        <a href={localePath(locale, ACCOUNT_PATHS.orders)}>{t.signedInHint}</a>
      </p>
    </div>
  );
}
