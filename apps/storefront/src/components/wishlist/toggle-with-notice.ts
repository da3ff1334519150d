import { fillTemplate } from '@/i18n/fill-template';
import { notifications } from '../../lib/ui/notifications';
import { toggleWishlist, type ToggleOutcome } from '../../lib/wishlist/wishlist-store';
import type { HeartWords } from './wishlist-words';

const TEXT: Record<ToggleOutcome, keyof HeartWords> = { added: 'added', removed: 'removed', full: 'full', failed: 'failed' };

/** A heart's click (product page or tile): adds or removes the product and says what happened. */
export async function toggleWithNotice(productUid: string, name: string, labels: HeartWords): Promise<void> {
  try {
    const outcome = await toggleWishlist({ product_uid: productUid });
    const ok = outcome === 'added' || outcome === 'removed';
    notifications.add({ type: ok ? 'success' : 'error', message: fillTemplate(labels[TEXT[outcome]], { name }) });
  } catch {
    notifications.add({ type: 'error', message: labels.failed });
  }
}
