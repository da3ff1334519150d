import type { Metadata } from 'next';
import { localeParam } from '@/lib/locale/locale-param.server';
import { loadMessages } from '@/i18n/messages';
import { StockAlertLinkPage } from '../link-page';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await loadMessages(locale)).stockAlert.confirm.title, robots: { index: false, follow: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return <StockAlertLinkPage locale={locale} action="confirm" token={(await searchParams).token} />;
}
