'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { browserStorage, parseViewed, recordViewed, storedViewed, type ViewedProduct } from '@/lib/recently-viewed/recent-list';
import styles from './recently-viewed.module.css';

/** This tab's own changes (the `storage` event tells only the other tabs). */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * "Recently viewed": the products this browser opened last in this language (lib/recently-viewed),
 * drawn from what was stored when each was opened; no server call. On a product page `current` is
 * recorded and left out of the list. The server renders nothing (it does not know the list), nor
 * does an empty list. Prices show only in the currency the page is in.
 */
export function RecentlyViewed({
  locale,
  currency,
  title,
  current,
}: {
  locale: string;
  currency: string;
  title: string;
  current?: ViewedProduct;
}) {
  const raw = useSyncExternalStore(
    subscribe,
    () => storedViewed(browserStorage(), locale),
    () => null,
  );
  const currentUid = current?.uid;

  useEffect(() => {
    if (!current) return;
    recordViewed(browserStorage(), locale, current);
    for (const listener of listeners) listener();
  }, [locale, current]);

  const shown = useMemo(() => parseViewed(raw).filter((p) => p.uid !== currentUid), [raw, currentUid]);
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{title}</h2>
      <ul className={styles.list}>
        {shown.map((p) => (
          <li key={p.uid} className={styles.item}>
            <a href={p.url} className={styles.link}>
              {p.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- a stored small picture, no client image component
                <img src={p.image} alt="" width={160} height={160} loading="lazy" decoding="async" className={styles.image} />
              ) : null}
              <span className={styles.name}>{p.name}</span>
            </a>
            {p.price && p.currency === currency ? <span className={styles.price}>{p.price}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
