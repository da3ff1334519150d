import { describe, expect, it } from 'vitest';
import { altchaRuns, type AltchaElement, type AltchaState } from './altcha-runs';

/**
 * The `<altcha-widget>` as ALTCHA 3 behaves: `verify()` aborts the check under way (which then
 * ends with no solution and the state `error`) and starts one that the test finishes with
 * `finish()`; each check's payload is new.
 */
class FakeAltcha extends EventTarget implements AltchaElement {
  state: AltchaState = 'unverified';
  verifications = 0;
  private pending: Array<{ resolve(value: { payload: string } | null): void; aborted: boolean }> = [];

  private setState(state: AltchaState, payload?: string) {
    this.state = state;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }

  verify() {
    for (const run of this.pending) run.aborted = true;
    this.verifications++;
    this.setState('verifying');
    return new Promise<{ payload: string } | null>((resolve) => this.pending.push({ resolve, aborted: false }));
  }

  /** The oldest check ends: with no solution when it was aborted, else verified. */
  finish() {
    const run = this.pending.shift();
    if (!run) throw new Error('no check under way');
    if (run.aborted) {
      this.setState('error');
      run.resolve(null);
    } else {
      const payload = `payload-${this.verifications}`;
      this.setState('verified', payload);
      run.resolve({ payload });
    }
  }

  reset() {
    for (const run of this.pending) run.aborted = true;
    this.setState('unverified');
  }

  getState() {
    return this.state;
  }
}

describe('the ALTCHA widget’s checks', () => {
  it('gives the payload of the first check, started when the widget mounted', async () => {
    const widget = new FakeAltcha();
    const runs = altchaRuns(widget);
    runs.start();
    widget.finish();
    expect(await runs.solve()).toBe('payload-1');
    expect(widget.verifications).toBe(1);
  });

  it('gives the form the only check when it is sent before the first began, so the widget starting does not abort it', async () => {
    const widget = new FakeAltcha();
    const runs = altchaRuns(widget);
    const sent = runs.solve();
    runs.start();
    widget.finish();
    expect(await sent).toBe('payload-1');
    expect(widget.verifications).toBe(1);
  });

  it('waits for the first check when the form is sent while it runs', async () => {
    const widget = new FakeAltcha();
    const runs = altchaRuns(widget);
    runs.start();
    const sent = runs.solve();
    widget.finish();
    expect(await sent).toBe('payload-1');
    expect(widget.verifications).toBe(1);
  });

  it('waits for a check the shopper started with the checkbox', async () => {
    const widget = new FakeAltcha();
    const runs = altchaRuns(widget);
    // The widget's own checkbox starts a check this module did not start.
    void widget.verify();
    const sent = runs.solve();
    widget.finish();
    expect(await sent).toBe('payload-1');
    expect(widget.verifications).toBe(1);
  });

  it('starts a new check after each call, and a failed or expired check is tried again when the form is sent', async () => {
    const widget = new FakeAltcha();
    const runs = altchaRuns(widget);
    runs.start();
    widget.finish();
    expect(await runs.solve()).toBe('payload-1');
    runs.renew();
    widget.finish();
    expect(await runs.solve()).toBe('payload-2');

    // A renewal while a check is under way aborts it; the form gets the new check's payload.
    runs.renew();
    runs.renew();
    const sent = runs.solve();
    widget.finish(); // the aborted one
    widget.finish();
    expect(await sent).toBe('payload-4');

    widget.reset();
    widget.state = 'expired';
    const again = runs.solve();
    widget.finish();
    expect(await again).toBe('payload-5');
  });

  it('fails when the check it waits for ends without a solution', async () => {
    const widget = new FakeAltcha();
    const runs = altchaRuns(widget);
    runs.start();
    const sent = runs.solve();
    widget.reset(); // aborts it, as the widget's own reset does
    widget.finish();
    await expect(sent).rejects.toThrow(/no solution/);
  });
});
