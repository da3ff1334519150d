import type { ProviderWidget } from '@talat/commerce/types';
import { scriptAllowed } from '@server/script-origins';

/**
 * A third-party provider's widget (buy-now-pay-later message, reviews) the page may load: its
 * custom element and its script, only from an origin the shop allows (`SCRIPT_ORIGINS`, which
 * the page policy lets run); null otherwise, and the storefront's own part shows.
 */
export function allowedWidget(widget: ProviderWidget, scriptOrigins: readonly string[]): { scriptUrl: string; elementName: string } | null {
  return widget.element_name !== null && scriptAllowed(widget.script_url, scriptOrigins)
    ? { scriptUrl: widget.script_url, elementName: widget.element_name }
    : null;
}
