import type { Story } from '../../lib/content/story-schema';
import type { Locale } from '../../lib/locale/locales';
import { StoryBody } from '../bloks/bloks';

/** A content page (about, delivery, returns, ...): the story's name as h1, then its bloks. */
export function ContentView({ story, locale }: { story: Story; locale: Locale }) {
  return (
    <article>
      <h1>{story.name}</h1>
      <StoryBody content={story.content} locale={locale} />
    </article>
  );
}
