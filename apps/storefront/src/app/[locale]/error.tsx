'use client';

import { useEffect } from 'react';
import { useErrorLabels } from '../../components/labels/error-labels';

/** Any error but a 404: the empty layout with a generic message and a retry (spec section 2). */
export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const labels = useErrorLabels();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" tabIndex={-1}>
      <h1>{labels.title}</h1>
      <p>{labels.text}</p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          {labels.retry}
        </button>{' '}
        <a className="button button--secondary" href={labels.homeHref}>
          {labels.home}
        </a>
      </p>
    </main>
  );
}
