/** Stands in for an unregistered or unreadable blok: nothing in production, a notice in development. */
export function BlokFallback({ name, visible }: { name: string; visible: boolean }) {
  if (!visible) return null;
  return (
    <div className="blok-missing" role="note">
      Component could not be found for blok: <code>{name}</code>
    </div>
  );
}
