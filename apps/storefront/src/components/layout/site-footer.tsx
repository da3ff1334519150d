import { getTranslations } from 'next-intl/server';
import { getOptionalStory } from '../../lib/content/content.server';
import { blokSchema } from '../../lib/content/story-schema';
import type { Locale } from '../../lib/locale/locales';
import { Bloks } from '../bloks/bloks';

/** The footer bloks of the global story (`bottom`); a copyright line when there are none. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [global, t] = await Promise.all([getOptionalStory('global', locale), getTranslations('footer')]);
  const parsed = blokSchema.array().safeParse(global?.content.bottom);
  const bloks = parsed.success ? parsed.data : [];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {bloks.length > 0 ? <Bloks bloks={bloks} locale={locale} /> : <p className="copyright">{t('copyright', { year: new Date().getFullYear() })}</p>}
      </div>
    </footer>
  );
}
