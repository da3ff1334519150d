import Link from '@/components/link/shop-link';
import { localePath, type Locale } from '@/lib/locale/locales';
import { EmailLinkAction, type EmailLinkMethod, type EmailLinkWords } from './email-link-action';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The page an emailed link opens (newsletter confirm and unsubscribe, back-in-stock confirm and
 * cancel): what the button will do, and the button; a malformed token says the link is not valid.
 */
export function EmailLinkPage({
  locale,
  method,
  token,
  words,
  testId,
}: {
  locale: Locale;
  method: EmailLinkMethod;
  token: unknown;
  words: { title: string; text: string; invalid: string; home: string } & EmailLinkWords;
  testId: string;
}) {
  const valid = typeof token === 'string' && TOKEN.test(token);
  const { title, text, invalid, home, ...labels } = words;
  return (
    <section className="newsletter-link" aria-labelledby="email-link-title">
      <h1 id="email-link-title">{title}</h1>
      {valid ? (
        <>
          <p>{text}</p>
          <EmailLinkAction method={method} token={token} labels={labels} testId={testId} />
        </>
      ) : (
        <p role="alert">{invalid}</p>
      )}
      <p>
        <Link href={localePath(locale)}>{home}</Link>
      </p>
    </section>
  );
}
