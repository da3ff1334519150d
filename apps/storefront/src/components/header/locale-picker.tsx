'use client';

import { usePathname } from 'next/navigation';
import type { Locale } from '../../lib/locale/locales';
import { nameWithShownText } from '../../lib/ui/name-with-shown-text';
import { Icon } from '../icons/icon';
import { Popover } from './popover';

export interface LocaleOption {
  code: Locale;
  /** The language's own name (ภาษาไทย, English). */
  name: string;
  /** BCP 47 tag for lang / hreflang. */
  language: string;
}

/** Links to the same page in each language (a full page load: the proxy updates the cookies). */
export function LocalePicker({
  locale,
  label,
  listLabel,
  options,
}: {
  locale: Locale;
  label: string;
  listLabel: string;
  options: LocaleOption[];
}) {
  const pathname = usePathname() ?? `/${locale}`;
  const rest = pathname.split('/').slice(2).join('/');
  const code = locale.toUpperCase();
  return (
    <Popover
      toggleName="localisation"
      // Its name holds the code it shows ("EN – Language: English"): WCAG 2.5.3.
      label={nameWithShownText(code, label)}
      trigger={
        <>
          <Icon name="globe" />
          <span aria-hidden="true">{code}</span>
        </>
      }
    >
      <ul aria-label={listLabel}>
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={rest ? `/${option.code}/${rest}` : `/${option.code}`}
              hrefLang={option.language}
              lang={option.language}
              aria-current={option.code === locale ? 'true' : undefined}
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
