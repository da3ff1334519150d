import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const envSchema = z.object({
  CONTENT_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  CONTENT_HOST: z.string().min(1).default('127.0.0.1'),
  CONTENT_PUBLIC_URL: z.url().default('http://localhost:3002'),
  CONTENT_PREVIEW_TOKEN: z.string().min(1).default('talat-preview-token'),
  CONTENT_PUBLIC_TOKEN: z.string().min(1).default('talat-public-token'),
  CONTENT_DIR: z.string().min(1).optional(),
  CONTENT_ASSETS_DIR: z.string().min(1).optional(),
  STOREFRONT_URL: z.url().default('http://localhost:3000'),
});

export interface Config {
  port: number;
  host: string;
  /** Public origin of this service without a trailing slash; asset URLs start with it. */
  publicUrl: string;
  previewToken: string;
  publicToken: string;
  /** Folder holding `space.json` and `stories/`. */
  contentDir: string;
  assetsDir: string;
  storefrontUrl: string;
}

const appDir = new URL('..', import.meta.url);

/** Reads the configuration from the environment; throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`content: bad environment: ${issues}`);
  }
  const e = parsed.data;
  return {
    port: e.CONTENT_PORT,
    host: e.CONTENT_HOST,
    publicUrl: e.CONTENT_PUBLIC_URL.replace(/\/+$/, ''),
    previewToken: e.CONTENT_PREVIEW_TOKEN,
    publicToken: e.CONTENT_PUBLIC_TOKEN,
    contentDir: e.CONTENT_DIR ?? fileURLToPath(new URL('content', appDir)),
    assetsDir: e.CONTENT_ASSETS_DIR ?? fileURLToPath(new URL('assets', appDir)),
    storefrontUrl: e.STOREFRONT_URL.replace(/\/*$/, '/'),
  };
}
