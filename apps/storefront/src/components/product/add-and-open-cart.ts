import type { CartItemInput } from '@talat/commerce/types';
import { errorMessage } from '../../lib/cart/cart-api';
import { addToCart } from '../../lib/cart/cart-store';
import { loadCartSidebar } from '../cart/cart-sidebar-code';
import { notifications } from '../../lib/ui/notifications';
import { ui } from '../header/use-ui';

/**
 * Adds to the cart and, when the engine took it, says so and opens the cart sidebar. Answers
 * null on success, else the message to show (the engine's, in the shopper's language).
 */
export async function addAndOpenCart(
  items: CartItemInput[],
  locale: string,
  texts: { added: string; failed: string },
): Promise<string | null> {
  // The sidebar opens once the engine answers: fetch its code meanwhile.
  void loadCartSidebar().catch(() => undefined);
  try {
    const result = await addToCart(items, locale);
    if (!result.ok) return result.error.message || texts.failed;
    notifications.add({ type: 'success', message: texts.added });
    ui.open('cartSidebar');
    return null;
  } catch (error) {
    return errorMessage(error, texts.failed);
  }
}
