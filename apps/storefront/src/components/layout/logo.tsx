import Link from '../link/shop-link';
import { Crest } from './crest';
import { localePath, type Locale } from '../../lib/locale/locales';

/** The club crest and wordmark, linking to the locale home. */
export function Logo({ locale, label, wordmark }: { locale: Locale; label: string; wordmark: string }) {
  return (
    <Link href={localePath(locale)} className="logo" aria-label={label}>
      <Crest />
      <span>{wordmark}</span>
    </Link>
  );
}
