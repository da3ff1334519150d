import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChallengeReturn } from '@/components/checkout/challenge-return';
import { parseChallengeReturn } from '@/lib/checkout/challenge';
import { loadMessages } from '@/i18n/messages';
import { localeParam } from '@/lib/locale/locale-param.server';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('challengeTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * /{lang}/adyen-direct: where the card provider's check sends the shopper back
 * (`?resultCode=&paymentId=&ref=`). The browser finishes the payment through the storefront API
 * (it carries the cart session cookie) and moves on to thank-you or back to payment.
 */
export default async function CardChallengeReturnPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const [query, messages] = await Promise.all([searchParams, loadMessages(locale)]);
  return (
    <>
      <h1>{messages.checkoutChallenge.title}</h1>
      <ChallengeReturn
        locale={locale}
        params={parseChallengeReturn(query)}
        labels={messages.checkoutChallenge}
        failedMessage={messages.checkoutPayment.challengeFailed}
      />
    </>
  );
}
