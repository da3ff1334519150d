import type { ApolloServerPlugin } from '@apollo/server';
import { sessionKey, type Release, type SessionLock } from './session-lock';

/** The session token of a request with Vendure's bearer token method. */
export function bearerToken(authorization: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}

/**
 * Runs the mutations of one session one at a time, each whole (its transaction, its answer),
 * so that two tabs adding to one cart cannot interleave their reads and writes of the order:
 * on PostgreSQL they deadlocked or lost a line. Queries and requests without a session token
 * are not held up.
 */
export function serialiseSessionMutations(lock: SessionLock): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let release: Release | undefined;
      return {
        async didResolveOperation({ operation, request }) {
          if (operation?.operation !== 'mutation') return;
          const token = bearerToken(request.http?.headers.get('authorization'));
          if (token) release = await lock.acquire(sessionKey(token));
        },
        async willSendResponse() {
          const held = release;
          release = undefined;
          await held?.();
        },
      };
    },
  };
}
