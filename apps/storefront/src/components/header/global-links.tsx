import type { GlobalLink } from '../../lib/content/global-story';
import type { Locale } from '../../lib/locale/locales';
import { StoryLink } from '../bloks/story-link';
import { Icon } from '../icons/icon';
import { Popover } from './popover';

/**
 * The header's global links (spec section 2's "global links" toggle): the club's other websites
 * from the global story, behind one button whose list opens and closes like the other pickers
 * (Escape and a click outside close it). Rendered on the server; the button is the client's.
 */
export function GlobalLinks({
  locale,
  links,
  label,
  listLabel,
}: {
  locale: Locale;
  links: GlobalLink[];
  label: string;
  listLabel: string;
}) {
  return (
    <Popover toggleName="globalLinks" label={label} trigger={<Icon name="ball" />}>
      <ul aria-label={listLabel}>
        {links.map((item) => (
          <li key={item.uid}>
            <StoryLink link={item.link} locale={locale}>
              {item.label}
            </StoryLink>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
