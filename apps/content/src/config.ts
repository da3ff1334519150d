import { fileURLToPath } from 'node:url';
import { assertProductionSettings, type Env, type SettingRule } from '@talat/service-kit';
import { z } from 'zod';

/** The development tokens: `npm start` works with them, production refuses them. */
export const DEVELOPMENT_PREVIEW_TOKEN = 'talat-preview-token';
export const DEVELOPMENT_PUBLIC_TOKEN = 'talat-public-token';
const DEVELOPMENT_TOKENS = [DEVELOPMENT_PREVIEW_TOKEN, DEVELOPMENT_PUBLIC_TOKEN];

/**
 * What the service refuses to start with under NODE_ENV=production (README, "Running in
 * production"). The preview token reads every draft, so it is a secret; the public token reads
 * only published content but is refused as a demo value too, so that nobody who read this
 * repository can query a live shop's space. The two must differ: the preview token is checked
 * first, so a public token equal to it would read drafts. The public URL (asset links) and the
 * storefront's URL (the space's domain) have localhost defaults that only work on this machine.
 */
export const PRODUCTION_RULES: readonly SettingRule[] = [
  { name: 'CONTENT_PREVIEW_TOKEN', kind: 'secret', demoValues: DEVELOPMENT_TOKENS },
  { name: 'CONTENT_PUBLIC_TOKEN', kind: 'secret', demoValues: DEVELOPMENT_TOKENS },
  {
    name: 'CONTENT_PUBLIC_TOKEN',
    kind: 'check',
    check: (value, env) =>
      value && value === env.CONTENT_PREVIEW_TOKEN?.trim()
        ? 'CONTENT_PUBLIC_TOKEN is the same as CONTENT_PREVIEW_TOKEN: the public token would read drafts; set two different values'
        : null,
  },
  { name: 'CONTENT_PUBLIC_URL', kind: 'required' },
  { name: 'STOREFRONT_URL', kind: 'required' },
];

const envSchema = z.object({
  CONTENT_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  CONTENT_HOST: z.string().min(1).default('127.0.0.1'),
  CONTENT_PUBLIC_URL: z.url().default('http://localhost:3002'),
  CONTENT_PREVIEW_TOKEN: z.string().min(1).default(DEVELOPMENT_PREVIEW_TOKEN),
  CONTENT_PUBLIC_TOKEN: z.string().min(1).default(DEVELOPMENT_PUBLIC_TOKEN),
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

/**
 * Reads the configuration from the environment; throws with every bad variable named. Under
 * NODE_ENV=production it first refuses the development defaults (a ProductionSettingsError
 * naming each variable to set).
 */
export function loadConfig(env: Env = process.env): Config {
  assertProductionSettings('content', env, PRODUCTION_RULES);
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
