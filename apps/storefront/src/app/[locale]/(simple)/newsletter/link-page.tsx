import Link from '@/components/link/shop-link';
import { NewsletterLinkAction } from '@/components/newsletter/newsletter-link-action';
import { localePath, type Locale } from '@/lib/locale/locales';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** The page an emailed newsletter link opens: what the button will do, and the button. */
export async function NewsletterLinkPage({ locale, action, token }: { locale: Locale; action: 'confirm' | 'unsubscribe'; token: unknown }) {
  const n = (await loadMessages(locale)).newsletter;
  const page = n[action];
  const valid = typeof token === 'string' && TOKEN.test(token);
  return (
    <section className="newsletter-link" aria-labelledby="newsletter-link-title">
      <h1 id="newsletter-link-title">{page.title}</h1>
      {valid ? (
        <>
          <p>{page.text}</p>
          <NewsletterLinkAction
            action={action}
            token={token}
            labels={{ ...pickWords(page, ['button', 'working']), ...pickWords(n, ['outcomes', 'generic']) }}
          />
        </>
      ) : (
        <p role="alert">{n.outcomes.INVALID_TOKEN}</p>
      )}
      <p>
        <Link href={localePath(locale)}>{n.home}</Link>
      </p>
    </section>
  );
}
