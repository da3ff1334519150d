/**
 * Cart edits made without a network (beyond the spec): a quantity change, a removal, or an add
 * from a page read offline are kept in order in local storage and sent, in the same order, when
 * the network returns. Pure apart from the storage it is given.
 */
import { OFFLINE_METHODS } from '@talat/sdk';

/** The rows of the API's method table marked `offline` (addCartItems, updateCartItem, removeCartItem). */
export const QUEUED_METHODS = OFFLINE_METHODS;
export type QueuedMethod = (typeof QUEUED_METHODS)[number];

export interface QueuedEdit {
  method: QueuedMethod;
  input: Record<string, unknown>;
  locale: string;
  at: number;
}

export const QUEUE_KEY = 'talat:offline-cart';
/** A queue that grew past this keeps its oldest edits: the shopper is told of the refusal. */
export const MAX_QUEUED = 50;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function isQueuedMethod(method: string): method is QueuedMethod {
  return (QUEUED_METHODS as readonly string[]).includes(method);
}

function isEdit(value: unknown): value is QueuedEdit {
  const v = value as Partial<QueuedEdit> | null;
  return (
    Boolean(v) &&
    isQueuedMethod(String(v?.method)) &&
    typeof v?.input === 'object' &&
    v?.input !== null &&
    typeof v?.locale === 'string' &&
    typeof v?.at === 'number'
  );
}

export function readQueue(storage: Storage): QueuedEdit[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEdit) : [];
  } catch {
    return [];
  }
}

/** Adds an edit at the end; false when the queue is full. */
export function enqueue(storage: Storage, edit: QueuedEdit): boolean {
  const queue = readQueue(storage);
  if (queue.length >= MAX_QUEUED) return false;
  storage.setItem(QUEUE_KEY, JSON.stringify([...queue, edit]));
  return true;
}

const sameEdit = (a: QueuedEdit, b: QueuedEdit) =>
  a.method === b.method && a.at === b.at && a.locale === b.locale && JSON.stringify(a.input) === JSON.stringify(b.input);

/**
 * Takes one edit out of the queue once it was sent (applied or refused): edits stay stored until
 * then, so a page closed or left in the middle of a replay loses none.
 */
export function removeFromQueue(storage: Storage, edit: QueuedEdit): void {
  const queue = readQueue(storage);
  const index = queue.findIndex((queued) => sameEdit(queued, edit));
  if (index === -1) return;
  queue.splice(index, 1);
  if (queue.length === 0) storage.removeItem(QUEUE_KEY);
  else storage.setItem(QUEUE_KEY, JSON.stringify(queue));
}

/** Drops the newest edit: the copy queued anew when an edit being replayed met the network gone again. */
export function dropNewest(storage: Storage): void {
  const queue = readQueue(storage);
  if (queue.length === 0) return;
  queue.pop();
  if (queue.length === 0) storage.removeItem(QUEUE_KEY);
  else storage.setItem(QUEUE_KEY, JSON.stringify(queue));
}

export interface ReplayOutcome {
  applied: number;
  failed: string[];
  /** Not sent because the network went again (the first of them may already be queued anew). */
  pending: QueuedEdit[];
}

/** What sending one edit came to: `retry` when the network failed rather than the shop refusing. */
export type ReplayResult = { ok: true } | { ok: false; reason: string } | { retry: true };

/**
 * Sends the edits one after the other, in order; each refusal's reason is kept and the rest go
 * on. A network failure stops the replay: that edit and the ones after it are `pending`, to be
 * sent later in the same order (a network just back can drop again).
 */
export async function replay(edits: readonly QueuedEdit[], send: (edit: QueuedEdit) => Promise<ReplayResult>): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { applied: 0, failed: [], pending: [] };
  for (const [index, edit] of edits.entries()) {
    let result: ReplayResult;
    try {
      result = await send(edit);
    } catch (error) {
      result = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    if ('retry' in result) {
      outcome.pending = edits.slice(index);
      break;
    }
    if (result.ok) outcome.applied += 1;
    else outcome.failed.push(result.reason);
  }
  return outcome;
}

interface CartLike {
  total_quantity: number;
  items: { uid: string; quantity: number }[];
}

/**
 * The cart as the shopper will see it once a queued edit is sent: a line's new quantity, or the
 * line gone (an add is left as it is: the line it makes is the engine's to price). The next
 * edit of the same line then starts from what the shopper last chose.
 */
export function withQueuedEdit<C extends CartLike>(cart: C, edit: Pick<QueuedEdit, 'method' | 'input'>): C {
  const uid = edit.input.uid;
  if (typeof uid !== 'string') return cart;
  let items = cart.items;
  if (edit.method === 'updateCartItem' && typeof edit.input.quantity === 'number') {
    const quantity = edit.input.quantity;
    items = quantity > 0 ? cart.items.map((i) => (i.uid === uid ? { ...i, quantity } : i)) : cart.items.filter((i) => i.uid !== uid);
  } else if (edit.method === 'removeCartItem') {
    items = cart.items.filter((i) => i.uid !== uid);
  } else {
    return cart;
  }
  return { ...cart, items: items as C['items'], total_quantity: items.reduce((sum, i) => sum + i.quantity, 0) };
}
