import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getEnv } from '@/lib/config/env.server';
import { localeParam } from '@/lib/locale/locale-param.server';

type Props = { params: Promise<{ locale: string }> };

/**
 * For the browser tests only (TALAT_TEST_ROUTES=true, which production refuses): a page of the
 * shop's default layout whose content carries a script, as a story's or a product's HTML would if
 * it slipped past the sanitiser. The page's policy must keep it from running and report it, while
 * the shop's own scripts run (docs/decisions/0031). Anywhere else this page does not exist.
 */
export const dynamic = 'force-dynamic';

const INJECTED = '<script>document.documentElement.dataset.injected = "ran";</script>';

export const metadata: Metadata = { robots: { index: false } };

export default async function InjectedScriptPage({ params }: Props) {
  await localeParam(params);
  if (!getEnv().TALAT_TEST_ROUTES) notFound();
  return <div className="test-only" data-testid="injected-content" dangerouslySetInnerHTML={{ __html: INJECTED }} />;
}
