// The part of the `compression` middleware (expressjs/compression) the storefront server uses;
// its DefinitelyTyped package would bring Express's types along for a plain Node server.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface CompressionOptions {
    brotli?: { params?: Record<number, number> };
    level?: number;
    threshold?: number | string;
  }

  export default function compression(
    options?: CompressionOptions,
  ): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}
