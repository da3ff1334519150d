/**
 * Events this browser has sent that must not be sent twice (a purchase, by order number), in
 * localStorage under `talat-analytics-once`: the last 50 keys. Without storage (private mode,
 * disabled) every showing counts as the first.
 */
export const SENT_ONCE_KEY = 'talat-analytics-once';
const KEEP = 50;

export function firstTime(key: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): boolean {
  if (!storage) return true;
  let sent: string[] = [];
  try {
    const raw: unknown = JSON.parse(storage.getItem(SENT_ONCE_KEY) ?? '[]');
    if (Array.isArray(raw)) sent = raw.filter((k): k is string => typeof k === 'string');
  } catch {
    sent = [];
  }
  if (sent.includes(key)) return false;
  try {
    storage.setItem(SENT_ONCE_KEY, JSON.stringify([...sent, key].slice(-KEEP)));
  } catch {
    // Full or refused: the event goes out, and might again on a reload.
  }
  return true;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
