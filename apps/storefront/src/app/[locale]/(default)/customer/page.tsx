import type { Metadata } from 'next';
import Link from '@/components/link/shop-link';
import { AccountShell } from '@/components/account/account-shell';
import { SignInPanel } from '@/components/account/sign-in-panel';
import { accountSession } from '@/lib/account/account-page.server';
import { ACCOUNT_PATHS, ACCOUNT_SECTIONS, hiddenSections } from '@/lib/account/account-paths';
import { getConnector } from '@/lib/commerce/connector.server';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath } from '@/lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { loadMessages } from '@/i18n/messages';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await loadMessages(locale)).myAccount.title, robots: { index: false, follow: false } };
}

/** My Account: a greeting, the points balance, and a card for each section. */
export default async function AccountPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const [session, messages] = await Promise.all([accountSession(locale, ACCOUNT_PATHS.overview, await searchParams), loadMessages(locale)]);
  const t = messages.myAccount;
  if (!session) return <SignInPanel returnPath={localePath(locale, ACCOUNT_PATHS.overview)} labels={t.signIn} />;
  const connector = getConnector();
  const [config, loyalty] = await Promise.all([
    connector.getStoreConfig({ locale, currency: session.ctx.currency }),
    connector.getLoyalty(session.ctx).catch(() => null),
  ]);
  const hidden = hiddenSections(config);
  const name = `${session.customer.firstname} ${session.customer.lastname}`.trim() || session.customer.email;
  return (
    <AccountShell locale={locale} current="overview" labels={t} hidden={hidden}>
      <h1>{t.title}</h1>
      <p data-testid="account-greeting">{fillTemplate(t.greeting, { name })}</p>
      <p>{t.intro}</p>
      {config.loyalty_balance_enabled && loyalty ? (
        <p data-testid="loyalty-points">
          {fillTemplate(t.points, { points: loyalty.points.toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB') })}
        </p>
      ) : null}
      <ul className="account-cards" data-testid="account-cards">
        {ACCOUNT_SECTIONS.filter((s) => s !== 'overview' && !hidden.includes(s)).map((section) => (
          <li key={section}>
            <Link href={localePath(locale, ACCOUNT_PATHS[section])}>
              <strong>{t.sections[section]}</strong>
              <span>{t.descriptions[section as Exclude<typeof section, 'overview'>]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AccountShell>
  );
}
