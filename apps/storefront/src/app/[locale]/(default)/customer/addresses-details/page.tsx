import type { Metadata } from 'next';
import { AccountShell } from '@/components/account/account-shell';
import { AddressBookActions } from '@/components/account/address-book-actions';
import { SignInPanel } from '@/components/account/sign-in-panel';
import { AddressBlock } from '@/components/checkout/address-block';
import { accountSession } from '@/lib/account/account-page.server';
import { ACCOUNT_PATHS, addressEditPath, hiddenSections } from '@/lib/account/account-paths';
import { getConnector } from '@/lib/commerce/connector.server';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath } from '@/lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await loadMessages(locale)).myAccount.addresses.title, robots: { index: false, follow: false } };
}

/** The saved addresses with their default flags; add, edit, delete and make default when store config allows editing. */
export default async function AddressBookPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const query = await searchParams;
  const [session, messages] = await Promise.all([accountSession(locale, ACCOUNT_PATHS.addresses, query), loadMessages(locale)]);
  const t = messages.myAccount;
  if (!session) return <SignInPanel returnPath={localePath(locale, ACCOUNT_PATHS.addresses)} labels={t.signIn} />;
  const config = await getConnector().getStoreConfig({ locale, currency: session.ctx.currency });
  const a = t.addresses;
  const done = query.done === 'saved' ? a.saved : query.done === 'deleted' ? a.deleted : null;
  const countries: Record<string, string> = messages.address.countries;
  const { addresses } = session.customer;
  // One set of words for every address's actions.
  const actionWords = { ...pickWords(a, ['delete', 'deleteLabel', 'confirmDelete', 'useForShipping', 'useForBilling']), errors: t.errors };
  return (
    <AccountShell locale={locale} current="addresses" labels={t} hidden={hiddenSections(config)}>
      <h1>{a.title}</h1>
      <p role="status">{done}</p>
      {config.address_edit_enabled ? (
        <p>
          <a className="button" href={localePath(locale, ACCOUNT_PATHS.addressCreate)}>
            {a.add}
          </a>
        </p>
      ) : (
        <p>{a.editingOff}</p>
      )}
      {addresses.length === 0 ? <p>{a.empty}</p> : null}
      <ul className="address-book" data-testid="address-book">
        {addresses.map((address) => {
          const name = `${address.firstname} ${address.lastname}`.trim();
          return (
            <li key={address.id} data-testid="saved-address">
              <AddressBlock address={address} countries={countries} />
              {address.default_shipping || address.default_billing ? (
                <ul className="address-book__flags">
                  {address.default_shipping ? <li>{a.defaultShipping}</li> : null}
                  {address.default_billing ? <li>{a.defaultBilling}</li> : null}
                </ul>
              ) : null}
              {config.address_edit_enabled ? (
                <p className="address-book__actions">
                  <a href={localePath(locale, addressEditPath(address.id))} aria-label={fillTemplate(a.editLabel, { name })}>
                    {a.edit}
                  </a>
                  <AddressBookActions address={address} name={name} labels={actionWords} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </AccountShell>
  );
}
