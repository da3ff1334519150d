// The caught messages, kept in memory in the order they arrived; the oldest is dropped once
// the store holds its maximum.

export interface CaughtMessage {
  /** Random, URL-safe. */
  id: string;
  /** The From header as written (name and address), or the envelope sender without one. */
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  subject: string;
  /** Receipt time, ISO 8601. */
  date: string;
  text: string;
  html: string | null;
  /** Distinct http(s) URLs of the HTML hrefs and the text, in order of first appearance. */
  links: string[];
  /** Size of the raw message in bytes. */
  size: number;
}

export class MessageStore {
  readonly #max: number;
  #messages: CaughtMessage[] = [];

  constructor(maxMessages: number) {
    if (!Number.isInteger(maxMessages) || maxMessages < 1) throw new Error('maxMessages must be a positive integer');
    this.#max = maxMessages;
  }

  add(message: CaughtMessage): void {
    this.#messages.push(message);
    if (this.#messages.length > this.#max) this.#messages.splice(0, this.#messages.length - this.#max);
  }

  /** Newest first; with `to`, only messages one of whose recipients is that address (any case). */
  list(to?: string): CaughtMessage[] {
    const wanted = to?.trim().toLowerCase();
    const newestFirst = [...this.#messages].reverse();
    return wanted ? newestFirst.filter((m) => m.to.includes(wanted)) : newestFirst;
  }

  get(id: string): CaughtMessage | undefined {
    return this.#messages.find((m) => m.id === id);
  }

  clear(): void {
    this.#messages = [];
  }

  get count(): number {
    return this.#messages.length;
  }
}
