import type { Metadata } from 'next';
import { AccountShell } from '@/components/account/account-shell';
import { ProfileForm } from '@/components/account/profile-form';
import { SignInPanel } from '@/components/account/sign-in-panel';
import { accountSession } from '@/lib/account/account-page.server';
import { ACCOUNT_PATHS, hiddenSections } from '@/lib/account/account-paths';
import { getConnector } from '@/lib/commerce/connector.server';
import { getEnv } from '@/lib/config/env.server';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath } from '@/lib/locale/locales';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await loadMessages(locale)).myAccount.profile.title, robots: { index: false, follow: false } };
}

/** Name and telephone; email and password are the sign-on's, changed on the sister site. */
export default async function ProfilePage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const [session, messages] = await Promise.all([accountSession(locale, ACCOUNT_PATHS.profile, await searchParams), loadMessages(locale)]);
  const t = messages.myAccount;
  if (!session) return <SignInPanel returnPath={localePath(locale, ACCOUNT_PATHS.profile)} labels={t.signIn} />;
  const config = await getConnector().getStoreConfig({ locale, currency: session.ctx.currency });
  const signOnAccount = `${getEnv().SIGN_ON_URL.replace(/\/+$/, '')}/${locale}/account`;
  return (
    <AccountShell locale={locale} current="profile" labels={t} hidden={hiddenSections(config)}>
      <h1>{t.profile.title}</h1>
      <ProfileForm
        customer={session.customer}
        labels={{
          ...pickWords(t.profile, ['firstName', 'lastName', 'telephone', 'email', 'save', 'saving', 'saved']),
          errors: t.errors,
          validation: messages.validation,
        }}
      />
      <p>{t.profile.credentials}</p>
      <p>
        <a href={signOnAccount}>{t.profile.manage}</a>
      </p>
    </AccountShell>
  );
}
