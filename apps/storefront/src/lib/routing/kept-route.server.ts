import 'server-only';
import { notFound } from 'next/navigation';
import { renderKeptPageIn } from '../commerce/shop-context.server';
import { isCurrency, isLocale, type Locale } from '../locale/locales';
import { duringBuild } from './build-phase';
import { keepStaleOnResolverFailure } from './resolver-failure.server';

/**
 * The params of a kept page's twin route (docs/decisions/0015 and 0036), checked: the build's
 * placeholder render (build-phase.ts) and an unknown currency are 404s that fetch nothing. Sets
 * the currency the page renders in; call it first in every layout, page and metadata of a twin.
 */
export async function keptRouteParams<P extends { locale: string; currency: string }>(params: Promise<P>): Promise<P & { locale: Locale }> {
  const value = await params;
  if (duringBuild() || !isLocale(value.locale) || !isCurrency(value.currency)) notFound();
  renderKeptPageIn(value.currency);
  // A kept page: an engine outage during its background render keeps the last good one.
  keepStaleOnResolverFailure();
  return value as P & { locale: Locale };
}
