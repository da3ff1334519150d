import { EmailLinkPage } from '@/components/email-link/email-link-page';
import type { Locale } from '@/lib/locale/locales';
import { loadMessages } from '@/i18n/messages';

/** The page an emailed back-in-stock link opens (confirm or cancel). */
export async function StockAlertLinkPage({ locale, action, token }: { locale: Locale; action: 'confirm' | 'cancel'; token: unknown }) {
  const s = (await loadMessages(locale)).stockAlert;
  return (
    <EmailLinkPage
      locale={locale}
      method={action === 'confirm' ? 'confirmStockAlert' : 'cancelStockAlert'}
      token={token}
      words={{ ...s[action], invalid: s.outcomes.INVALID_TOKEN, home: s.home, outcomes: s.outcomes, generic: s.generic }}
      testId={`stock-alert-${action}`}
    />
  );
}
