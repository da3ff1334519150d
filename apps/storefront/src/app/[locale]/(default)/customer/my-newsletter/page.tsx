import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountShell } from '@/components/account/account-shell';
import { SignInPanel } from '@/components/account/sign-in-panel';
import { MyNewsletterPanel } from '@/components/newsletter/my-newsletter-panel';
import { accountSession } from '@/lib/account/account-page.server';
import { ACCOUNT_PATHS, hiddenSections } from '@/lib/account/account-paths';
import { getConnector } from '@/lib/commerce/connector.server';
import { formatDate } from '@/lib/format/date';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath } from '@/lib/locale/locales';
import { FORM_WORDS } from '@/components/newsletter/newsletter-words';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';
import { fillTemplate } from '@/i18n/fill-template';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await loadMessages(locale)).newsletter.account.title, robots: { index: false, follow: false } };
}

/** The customer's own address: its state, when and where they consented, subscribe or unsubscribe. */
export default async function MyNewsletterPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const query = await searchParams;
  const [session, messages] = await Promise.all([accountSession(locale, ACCOUNT_PATHS.newsletter, query), loadMessages(locale)]);
  const [t, n] = [messages.myAccount, messages.newsletter];
  if (!session) return <SignInPanel returnPath={localePath(locale, ACCOUNT_PATHS.newsletter)} labels={t.signIn} />;
  const connector = getConnector();
  const [config, state] = await Promise.all([
    connector.getStoreConfig({ locale, currency: session.ctx.currency }),
    connector.getCustomerNewsletter(session.ctx),
  ]);
  if (!config.newsletter_enabled) notFound();
  const current = state ?? { email: session.customer.email, status: null, consent_at: null, consent_source: null };
  const a = n.account;
  const status =
    current.status === 'SUBSCRIBED'
      ? a.subscribed
      : current.status === 'PENDING'
        ? a.pending
        : current.status === 'UNSUBSCRIBED'
          ? a.unsubscribed
          : a.none;
  const source = current.consent_source ? ((a.sources as Record<string, string>)[current.consent_source] ?? current.consent_source) : '';
  return (
    <AccountShell locale={locale} current="newsletter" labels={t} hidden={hiddenSections(config)}>
      <h1>{a.title}</h1>
      <p role="status">{query.done === 'unsubscribed' ? n.outcomes.UNSUBSCRIBED : null}</p>
      <p>{fillTemplate(a.address, { email: current.email })}</p>
      <p data-testid="newsletter-state">{status}</p>
      {current.status === 'SUBSCRIBED' && current.consent_at ? (
        <p>{fillTemplate(a.consent, { date: formatDate(current.consent_at, locale), source })}</p>
      ) : null}
      <MyNewsletterPanel
        state={current}
        captcha={config.captcha.newsletter}
        labels={{ ...pickWords(n, FORM_WORDS), submit: a.subscribe, ...pickWords(a, ['unsubscribe', 'unsubscribing']) }}
      />
    </AccountShell>
  );
}
