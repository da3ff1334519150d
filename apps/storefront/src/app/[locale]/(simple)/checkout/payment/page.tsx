import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoryBody } from '@/components/bloks/bloks';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { PaymentStep } from '@/components/checkout/payment-step';
import { guardedCart } from '@/lib/checkout/checkout-page.server';
import { needsShipping } from '@/lib/checkout/guard';
import { choosableMethods } from '@/lib/checkout/payment';
import { defaultCountry } from '@/lib/checkout/shipping';
import { getConnector } from '@/lib/commerce/connector.server';
import { getEnv } from '@/lib/config/env.server';
import { getOptionalStory } from '@/lib/content/content.server';
import { sanitizeHtml } from '@/lib/html/sanitize-html';
import { localeParam } from '@/lib/locale/locale-param.server';
import { bnplSettingsOf } from '@/lib/product/bnpl-settings';
import { addressWords } from '@/components/address/address-words';
import { orEngineAway } from '@/components/errors/engine-away-view';
import { loadMessages } from '@/i18n/messages';
import { localePath, type Locale } from '@/lib/locale/locales';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('paymentTitle'), robots: { index: false, follow: false } };
}

/** Checkout step 2: summary, billing address, payment method and "Place order" (simple layout). */
export default async function PaymentPage({ params }: Props) {
  const locale = await localeParam(params);
  return orEngineAway(locale, localePath(locale, 'checkout/payment'), () => paymentContent(locale));
}

async function paymentContent(locale: Locale) {
  const { cart, ctx } = await guardedCart(locale, 'payment');
  const connector = getConnector();
  const [story, config, { methods }, messages] = await Promise.all([
    getOptionalStory('checkout', locale),
    connector.getStoreConfig({ locale: ctx.locale, currency: ctx.currency }),
    connector.getPaymentMethods(ctx),
    loadMessages(locale),
  ]);
  const options = choosableMethods(methods).map((m) => ({
    code: m.code,
    kind: m.kind,
    title: m.title,
    descriptionHtml: sanitizeHtml(m.description),
    eligible: m.is_eligible,
    eligibilityMessage: m.eligibility_message,
    client: m.client,
  }));
  return (
    <>
      <CheckoutSteps current="payment" locale={locale} labels={messages.checkout} skipShipping={!needsShipping(cart)} />
      <h1>{messages.checkoutPayment.title}</h1>
      {story ? <StoryBody content={story.content} locale={locale} /> : null}
      <PaymentStep
        locale={locale}
        cart={cart}
        methods={options}
        defaultCountry={defaultCountry(ctx.currency, locale)}
        clickCollect={config.click_collect}
        storeAddress={config.store_collect_address}
        bnpl={bnplSettingsOf(config, getEnv().SCRIPT_ORIGINS)}
        captcha={config.captcha.place_order}
        labels={{
          checkout: messages.checkout,
          payment: messages.checkoutPayment,
          card: messages.checkoutCard,
          promptPay: messages.checkoutPromptPay,
          online: messages.checkoutOnline,
          address: addressWords(messages),
        }}
      />
    </>
  );
}
