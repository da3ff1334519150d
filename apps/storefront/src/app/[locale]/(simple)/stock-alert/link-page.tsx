import Link from '@/components/link/shop-link';
import { StockAlertLinkAction } from '@/components/stock-alert/stock-alert-link-action';
import { localePath, type Locale } from '@/lib/locale/locales';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** The page an emailed back-in-stock link opens: what the button will do, and the button. */
export async function StockAlertLinkPage({ locale, action, token }: { locale: Locale; action: 'confirm' | 'cancel'; token: unknown }) {
  const s = (await loadMessages(locale)).stockAlert;
  const page = s[action];
  const valid = typeof token === 'string' && TOKEN.test(token);
  return (
    <section className="newsletter-link" aria-labelledby="stock-alert-link-title">
      <h1 id="stock-alert-link-title">{page.title}</h1>
      {valid ? (
        <>
          <p>{page.text}</p>
          <StockAlertLinkAction
            action={action}
            token={token}
            labels={{ ...pickWords(page, ['button', 'working']), ...pickWords(s, ['outcomes', 'generic']) }}
          />
        </>
      ) : (
        <p role="alert">{s.outcomes.INVALID_TOKEN}</p>
      )}
      <p>
        <Link href={localePath(locale)}>{s.home}</Link>
      </p>
    </section>
  );
}
