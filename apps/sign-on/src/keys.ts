import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';

export interface ProviderKeys {
  /** Private signing keys (RS256), newest first; the JWKS endpoint publishes their public halves. */
  jwks: { keys: JWK[] };
  /** Secrets that sign oidc-provider's cookies (Koa keygrip), newest first. */
  cookieKeys: string[];
}

const fileSchema = z.object({
  jwks: z.object({
    keys: z.array(z.looseObject({ kty: z.literal('RSA'), kid: z.string().min(1), d: z.string().min(1) })).min(1),
  }),
  cookieKeys: z.array(z.string().min(32)).min(1),
});

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

/**
 * The keys in `file`, made on first start (RSA 2048 key, 32-byte cookie secret) and kept there
 * (mode 0600) so tokens and sessions survive restarts. Two processes starting together agree:
 * the file is created exclusively and the loser reads the winner's.
 */
export async function loadOrCreateKeys(file: string): Promise<ProviderKeys> {
  try {
    return read(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`sign-on: bad keys file ${file}: ${(e as Error).message}`);
  }
  const keys: ProviderKeys = {
    jwks: { keys: [await newSigningKey()] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return keys;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return read(file);
    throw e;
  }
}

function read(file: string): ProviderKeys {
  const parsed = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { jwks: { keys: parsed.jwks.keys as JWK[] }, cookieKeys: parsed.cookieKeys };
}
