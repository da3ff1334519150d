import { vi } from 'vitest';

export type FakeAnswer = { status: number; body?: unknown; statusText?: string } | Error;

/** A fake fetch (tests only) that answers in order and records each call. */
export function fakeFetch(...answers: FakeAnswer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    if (answer instanceof Error) throw answer;
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, statusText: answer.statusText ?? '' });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, mock: fetch };
}

export function connectionRefused(): TypeError {
  return new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:3001') });
}
