import type { Blok } from '../../lib/content/story-schema';
import type { Locale } from '../../lib/locale/locales';
import { renderBloks } from './blok-renderer';
import { pageSchema } from './blok-schemas';
import { blokRegistry } from './registry';

/** Renders content bloks with the shop's registry; the fallback is visible in development only. */
export function Bloks({ bloks, locale }: { bloks: readonly Blok[] | null | undefined; locale: Locale }) {
  if (!bloks?.length) return null;
  return <>{renderBloks(bloks, { registry: blokRegistry, locale, showFallback: process.env.NODE_ENV === 'development' })}</>;
}

/**
 * A story's content. A `page` is only a container: its body bloks are the top level, so the
 * first of them (a hero, usually) gets the LCP priority. Any other root blok renders itself.
 */
export function StoryBody({ content, locale }: { content: Blok; locale: Locale }) {
  const page = content.component === 'page' ? pageSchema.safeParse(content) : null;
  return <Bloks bloks={page?.success ? page.data.body : [content]} locale={locale} />;
}
