import type { Metadata } from 'next';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { localeParam } from '@/lib/locale/locale-param.server';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await localeParam(params));
}

/** Target of the proxy's rewrite for paths that cannot be decoded: the not-found page, status 404. */
export default async function NotFoundRoute({ params }: Props) {
  return <NotFoundView locale={await localeParam(params)} />;
}
