import en from '@messages/en.json';
import th from '@messages/th.json';
import { ENGINE_AWAY_RETRY_AFTER_S, isEngineAway } from '../../lib/commerce/engine-away';
import { LOCALE_ENTRIES, LOCALES, type Locale } from '../../lib/locale/locales';
import { answerStatus } from '../../lib/routing/not-found-status';

type Away = 'engine' | 'page';
const WORDS: Record<Away, Record<Locale, typeof en.engineAway>> = {
  engine: { en: en.engineAway, th: th.engineAway },
  page: { en: en.pageAway, th: th.pageAway },
};

/**
 * What the cart and checkout show while the commerce engine is away (restarting, or down), and
 * a page the content service could not give (`away="page"`): "we'll be right back" in the
 * shopper's language, then in the other one, with a link that tries the same page again.
 * Answered with 503 and Retry-After, never kept by a cache (the pages that show it render per
 * request). The cart itself lives in the engine, so nothing is lost.
 */
export function EngineAwayView({ locale, retryHref, away = 'engine' }: { locale: Locale; retryHref: string; away?: Away }) {
  answerStatus(503, { 'retry-after': String(ENGINE_AWAY_RETRY_AFTER_S) });
  const words = WORDS[away][locale];
  return (
    <section aria-labelledby="engine-away-title">
      <h1 id="engine-away-title">{words.title}</h1>
      <p role="status">{words.text}</p>
      <p>
        <a href={retryHref} className="button">
          {words.retry}
        </a>
      </p>
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <div key={l} lang={LOCALE_ENTRIES[l].language}>
          <h2>{WORDS[away][l].title}</h2>
          <p>{WORDS[away][l].text}</p>
        </div>
      ))}
    </section>
  );
}

/**
 * Renders a page that needs the engine, or the view above when the engine is away. Anything
 * else (a redirect, a not-found, another error) goes on as thrown.
 */
export async function orEngineAway(locale: Locale, retryHref: string, render: () => Promise<React.ReactNode>): Promise<React.ReactNode> {
  try {
    return await render();
  } catch (error) {
    if (!isEngineAway(error)) throw error;
    console.warn(`${retryHref}: the commerce engine is away; showing the "we'll be right back" page`);
    return <EngineAwayView locale={locale} retryHref={retryHref} />;
  }
}
