import Link from '../components/link/shop-link';
import en from '../../messages/en.json';
import th from '../../messages/th.json';

// Unmatched URLs outside /th and /en (the proxy sends every page URL under a locale, so this is
// mostly for /api paths that do not exist). Both languages, no layout of the shop.
export default function RootNotFound() {
  return (
    <html lang="en-GB">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}>
        <main>
          <h1>{en.notFound.title}</h1>
          <p>{en.notFound.text}</p>
          <p lang="th">{th.notFound.text}</p>
          <p>
            <Link href="/en">{en.notFound.home}</Link> ·{' '}
            <Link href="/th" lang="th">
              {th.notFound.home}
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
