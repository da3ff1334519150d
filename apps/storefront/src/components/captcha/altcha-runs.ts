/** The ALTCHA widget's states (its `getState()` and `statechange` events). */
export type AltchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

/** What the shop uses of the `<altcha-widget>` element. */
export interface AltchaElement {
  verify(): Promise<{ payload?: string } | null>;
  reset(): void;
  getState(): AltchaState;
  addEventListener(type: 'statechange', listener: (event: Event) => void): void;
  removeEventListener(type: 'statechange', listener: (event: Event) => void): void;
}

/** What the form asks of the widget: a payload for its call, and a fresh check after each call. */
export interface AltchaRuns {
  /** Starts the first check (the widget mounted): it solves while the shopper types. */
  start(): void;
  /** The payload of the check done or under way; a new check when there is none. */
  solve(): Promise<string>;
  /** After a call: a payload is good once, so a new check starts at once. */
  renew(): void;
  dispose(): void;
}

const detailOf = (event: Event) => (event as CustomEvent<{ state?: AltchaState; payload?: string }>).detail;

/**
 * Runs the widget's checks so that only one is ever under way. The widget's `verify()` aborts the
 * check under way and starts another; the aborted one ends with no solution. The widget's own
 * start (`auto="onload"`, a timer after it mounts) once raced the form's first `solve()`: a
 * shopper who sent the form as the widget appeared had both start a check, the form's was
 * aborted, and the form said the check could not be loaded while the widget showed it done. So the
 * widget starts nothing itself: this starts the first check, and `solve()` waits for the one under
 * way (this one's, or one the shopper started with the checkbox) rather than starting another.
 */
export function altchaRuns(element: AltchaElement): AltchaRuns {
  let payload: string | null = null;
  let running: Promise<string> | null = null;

  const onState = (event: Event) => {
    const detail = detailOf(event);
    payload = detail?.state === 'verified' && detail.payload ? detail.payload : null;
  };
  element.addEventListener('statechange', onState);

  const run = (): Promise<string> => {
    const check = element.verify().then((result) => {
      if (!result?.payload) throw new Error('ALTCHA found no solution');
      return result.payload;
    });
    running = check;
    const done = () => {
      if (running === check) running = null;
    };
    check.then(done, done);
    return check;
  };

  /** The payload once a check the shopper started with the checkbox is done. */
  const settled = () =>
    new Promise<string>((resolve, reject) => {
      const done = (event: Event) => {
        const detail = detailOf(event);
        if (detail?.state === 'verifying') return;
        element.removeEventListener('statechange', done);
        if (detail?.state === 'verified' && detail.payload) resolve(detail.payload);
        else reject(new Error(`ALTCHA ended ${detail?.state ?? 'without a state'}`));
      };
      element.addEventListener('statechange', done);
    });

  return {
    start() {
      if (!running && element.getState() === 'unverified') void run().catch(() => undefined);
    },
    solve() {
      if (payload && element.getState() === 'verified') return Promise.resolve(payload);
      if (running) return running;
      if (element.getState() === 'verifying') return settled();
      return run();
    },
    renew() {
      payload = null;
      running = null;
      element.reset();
      void run().catch(() => undefined);
    },
    dispose() {
      element.removeEventListener('statechange', onState);
    },
  };
}
