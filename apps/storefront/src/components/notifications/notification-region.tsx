'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { COOKIE } from '../../lib/cookies/names';
import { parseFlashMessage } from '../../lib/ui/flash-message';
import { notifications, type Notification } from '../../lib/ui/notifications';
import { Icon } from '../icons/icon';

const EMPTY: readonly Notification[] = [];
const ICONS = { info: 'info', success: 'check', warning: 'warning', error: 'warning' } as const;

function readFlashCookie(): string | undefined {
  const prefix = `${COOKIE.message}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

function removeFlashCookie() {
  document.cookie = `${COOKIE.message}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * The live region the notifications appear in (spec section 4), and the flash message: read once
 * from its cookie at startup, shown, and removed; an unreadable one is removed and logged.
 */
export function NotificationRegion({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const list = useSyncExternalStore(notifications.subscribe, notifications.getState, () => EMPTY);

  useEffect(() => {
    const raw = readFlashCookie();
    if (raw === undefined) return;
    removeFlashCookie();
    const result = parseFlashMessage(raw);
    if (result.ok) notifications.add(result.value);
    else console.error(`Failed to parse the flash message: ${result.error}`);
  }, []);

  return (
    <section className="notifications" aria-label={label} aria-live="polite" aria-relevant="additions text">
      {list.map((n) => (
        <div key={n.id} className={`notification notification--${n.type}`} role={n.type === 'error' ? 'alert' : 'status'}>
          <Icon name={ICONS[n.type]} />
          <p>
            {n.title ? <strong>{n.title} </strong> : null}
            {n.message}
          </p>
          <button type="button" className="icon-button" aria-label={dismissLabel} onClick={() => notifications.dismiss(n.id)}>
            <Icon name="close" />
          </button>
        </div>
      ))}
    </section>
  );
}
