/**
 * A page whose script chunks are gone (a new build replaced them) reloads to get the new ones
 * (spec section 8), once: a second failure within RELOAD_GUARD_MS of the last reload is left
 * alone, so a chunk that is missing for good cannot make the page reload forever.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_KEY = 'talat:chunk-reload-at';

const CHUNK_FAILURE =
  /Loading (?:CSS )?chunk [\w-]+ failed|Failed to load chunk|ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === 'string') return CHUNK_FAILURE.test(reason);
  if (typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_FAILURE.test(message));
}

/** Whether a reload may happen now, given when the last one happened (null: never). */
export function reloadAllowed(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}
