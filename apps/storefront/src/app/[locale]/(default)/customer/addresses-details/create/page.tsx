import type { Metadata } from 'next';
import { localeParam } from '@/lib/locale/locale-param.server';
import { AddressFormPage } from '../address-form-page';
import { loadMessages } from '@/i18n/messages';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await loadMessages(locale)).myAccount.addresses.createTitle, robots: { index: false, follow: false } };
}

export default async function CreateAddressPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return <AddressFormPage locale={locale} addressId={null} query={await searchParams} />;
}
