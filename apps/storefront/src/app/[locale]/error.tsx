'use client';

import { useEffect } from 'react';
import { useErrorWords } from '../../components/errors/error-words';
import { answerStatus } from '../../lib/routing/not-found-status';
import { ERROR_PAGE_HEADER } from '@server/error-page-header';

/**
 * Any error but a 404 (spec section 2): the empty layout (no header or footer) with a generic
 * page in the shopper's language, then the other, a retry and a way home. Rendered on the
 * server it answers 500; marked so the server sends this page rather than its own fallback.
 */
export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const [first, ...others] = useErrorWords();
  if (typeof window === 'undefined') answerStatus(500, { [ERROR_PAGE_HEADER]: '1', 'cache-control': 'no-store' });
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className="error-page">
      <h1>{first.title}</h1>
      <p>{first.text}</p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          {first.retry}
        </button>{' '}
        <a className="button button--secondary" href={first.homeHref}>
          {first.home}
        </a>
      </p>
      {others.map((words) => (
        <section key={words.lang} lang={words.lang} aria-labelledby={`error-${words.lang}`}>
          <h2 id={`error-${words.lang}`}>{words.title}</h2>
          <p>{words.text}</p>
          <p>
            <a href={words.homeHref}>{words.home}</a>
          </p>
        </section>
      ))}
    </main>
  );
}
