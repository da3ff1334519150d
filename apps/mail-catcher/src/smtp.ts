// The SMTP side: accepts any sender and recipient, any credentials (AUTH PLAIN/LOGIN is
// optional), plain SMTP without STARTTLS, messages up to 10 MB; every message goes to the store.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MessageStore } from './message-store.js';
import { parseMessage } from './parse-message.js';

/** The SIZE the server advertises; a larger message is refused with 552. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** An SMTP reply: smtp-server sends `responseCode` and the message. */
function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * A server that stores what it receives. Errors of a client's connection (a reset, a timeout)
 * go to `onConnectionError`; without a listener they would stop the process.
 */
export function createSmtpServer(store: MessageStore, onConnectionError: (e: Error) => void = () => {}): SMTPServer {
  const server = new SMTPServer({
    name: 'mail-catcher.localhost',
    banner: 'Development mail catcher - messages are kept here and never delivered',
    logger: false,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= MAX_MESSAGE_BYTES) chunks.push(chunk);
      });
      stream.once('error', (e) => callback(e));
      stream.once('end', () => {
        if (stream.sizeExceeded || bytes > MAX_MESSAGE_BYTES) {
          callback(smtpError(552, `Error: message exceeds fixed maximum message size ${MAX_MESSAGE_BYTES}`));
          return;
        }
        const { mailFrom, rcptTo } = session.envelope;
        parseMessage(Buffer.concat(chunks), {
          mailFrom: mailFrom ? mailFrom.address : null,
          rcptTo: rcptTo.map((r) => r.address),
        }).then(
          (message) => {
            store.add(message);
            callback(null, `Caught as ${message.id}, not delivered`);
          },
          () => callback(smtpError(554, 'Error: the message could not be parsed')),
        );
      });
    },
  });
  server.on('error', onConnectionError);
  return server;
}

/** Listens on host:port (0 for a free port); resolves with the port it got. */
export async function listenSmtp(server: SMTPServer, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    const fail = (e: Error) => reject(e);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
  return (server.server.address() as AddressInfo).port;
}

export function closeSmtp(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
