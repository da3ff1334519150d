import type { StoreLogo } from '@talat/commerce/types';
import Link from '../link/shop-link';
import { Crest } from './crest';
import { localePath, type Locale } from '../../lib/locale/locales';
import { nameWithShownText } from '../../lib/ui/name-with-shown-text';

/**
 * The shop's logo and wordmark, linking to the locale home. The store config's logo: an image
 * when it gives one (decorative: the link is named), else the club crest drawn inline. The link's
 * name holds the wordmark it shows (WCAG 2.5.3): "TALAT – หน้าแรก ร้านค้าทางการ ตลาด เอฟซี".
 */
export function Logo({
  locale,
  label,
  logo,
}: {
  locale: Locale;
  label: string;
  logo: Pick<StoreLogo, 'src' | 'width' | 'height' | 'wordmark'>;
}) {
  return (
    <Link href={localePath(locale)} className="logo" aria-label={logo.wordmark ? nameWithShownText(logo.wordmark, label) : label}>
      {logo.src ? (
        // A shop's own logo from its backend or CDN: any host, so a plain image rather than next/image.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={logo.src} alt="" width={logo.width} height={logo.height} className="logo__image" />
      ) : (
        <Crest />
      )}
      {logo.wordmark ? <span>{logo.wordmark}</span> : null}
    </Link>
  );
}
