'use client';

import { CONSENT_OPEN_EVENT } from '@/lib/analytics/consent';
import styles from './consent-settings-button.module.css';

/** The footer's "Cookie settings": opens the consent settings, where the shopper changes or withdraws their choice. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.settings} onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}>
      {label}
    </button>
  );
}
