/**
 * Cart edits made without a network (beyond the spec): a quantity change, a removal, or an add
 * from a page read offline are kept in order in local storage and sent, in the same order, when
 * the network returns. Pure apart from the storage it is given.
 */
export const QUEUED_METHODS = ['addCartItems', 'updateCartItem', 'removeCartItem'] as const;
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
  return Boolean(v) && isQueuedMethod(String(v?.method)) && typeof v?.input === 'object' && v?.input !== null && typeof v?.locale === 'string' && typeof v?.at === 'number';
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

/** Takes every queued edit out, oldest first (so two tabs coming online never send one twice). */
export function takeQueue(storage: Storage): QueuedEdit[] {
  const queue = readQueue(storage);
  storage.removeItem(QUEUE_KEY);
  return queue;
}

/** Puts edits back in front of the queue (before any made since they were taken), in their order. */
export function returnToQueue(storage: Storage, edits: readonly QueuedEdit[]): void {
  if (edits.length === 0) return;
  storage.setItem(QUEUE_KEY, JSON.stringify([...edits, ...readQueue(storage)].slice(0, MAX_QUEUED)));
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
