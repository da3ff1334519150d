import type { CustomerAddress } from '@talat/commerce/types';
import { notFound } from 'next/navigation';
import { AccountShell } from '@/components/account/account-shell';
import { AddressBookForm } from '@/components/account/address-book-form';
import { SignInPanel } from '@/components/account/sign-in-panel';
import { addressWords } from '@/components/address/address-words';
import { accountSession } from '@/lib/account/account-page.server';
import { ACCOUNT_PATHS, addressEditPath, hiddenSections, isAddressId } from '@/lib/account/account-paths';
import { defaultCountry } from '@/lib/checkout/shipping';
import { getConnector } from '@/lib/commerce/connector.server';
import { localePath, type Locale } from '@/lib/locale/locales';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';

/**
 * The create and edit pages of the address book: one form (the checkout's address form). An
 * address id that is not this customer's answers the 404 page; with editing switched off in
 * store config both pages are 404 too.
 */
export async function AddressFormPage({
  locale,
  addressId,
  query,
}: {
  locale: Locale;
  addressId: string | null;
  query: Record<string, string | string[] | undefined>;
}) {
  if (addressId !== null && !isAddressId(addressId)) notFound();
  const path = addressId === null ? ACCOUNT_PATHS.addressCreate : addressEditPath(addressId);
  const [session, messages] = await Promise.all([accountSession(locale, path, query), loadMessages(locale)]);
  const t = messages.myAccount;
  if (!session) return <SignInPanel returnPath={localePath(locale, path)} labels={t.signIn} />;
  const config = await getConnector().getStoreConfig({ locale, currency: session.ctx.currency });
  if (!config.address_edit_enabled) notFound();
  let address: CustomerAddress | null = null;
  if (addressId !== null) {
    address = session.customer.addresses.find((a) => a.id === addressId) ?? null;
    if (!address) notFound();
  }
  const a = t.addresses;
  return (
    <AccountShell locale={locale} current="addresses" labels={t} hidden={hiddenSections(config)}>
      <h1>{address ? a.editTitle : a.createTitle}</h1>
      <AddressBookForm
        locale={locale}
        address={address}
        defaultCountry={defaultCountry(session.ctx.currency, locale)}
        backHref={localePath(locale, ACCOUNT_PATHS.addresses)}
        addressWords={addressWords(messages)}
        labels={{ ...pickWords(a, ['save', 'cancel', 'useForShipping', 'useForBilling']), errors: t.errors }}
      />
    </AccountShell>
  );
}
