/** The log line of spec section 8 for a blok no component is registered for. */
export const MISSING_BLOK_MESSAGE = 'Component could not be found for blok';

/**
 * Stands in for an unregistered or unreadable blok: nothing in production, a notice in
 * development. The notice is for the content editor at work, in the log's words (spec section 8),
 * never shown to a shopper.
 */
export function BlokFallback({ name, visible }: { name: string; visible: boolean }) {
  if (!visible) return null;
  return (
    <div className="blok-missing" role="note">
      {MISSING_BLOK_MESSAGE}: <code>{name}</code>
    </div>
  );
}
