import { ProductionSettingsError } from '@talat/service-kit';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const PREVIEW = 'p'.repeat(20) + 'Preview-Token-0123456789';
const PUBLIC = 'q'.repeat(20) + 'Public-Token-0123456789';

/** What an operator sets in production: every secret its own long value, every URL given. */
const production = {
  NODE_ENV: 'production',
  CONTENT_PREVIEW_TOKEN: PREVIEW,
  CONTENT_PUBLIC_TOKEN: PUBLIC,
  CONTENT_PUBLIC_URL: 'https://content.shop.example',
  STOREFRONT_URL: 'https://shop.example',
};

/** The refusals of `env`, one line each, or [] when the service would start. */
function refusals(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ProductionSettingsError) return [...error.refusals];
    throw error;
  }
}

describe('configuration', () => {
  it('starts in development with the demo tokens and localhost URLs', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config).toMatchObject({
        previewToken: 'talat-preview-token',
        publicToken: 'talat-public-token',
        publicUrl: 'http://localhost:3002',
        storefrontUrl: 'http://localhost:3000/',
      });
    }
  });

  it('starts in production with its own tokens and URLs', () => {
    expect(refusals(production)).toEqual([]);
    expect(loadConfig(production)).toMatchObject({
      previewToken: PREVIEW,
      publicToken: PUBLIC,
      publicUrl: 'https://content.shop.example',
      storefrontUrl: 'https://shop.example/',
    });
  });
});

describe('production refusals', () => {
  it('refuses to start with nothing set, naming every variable to set', () => {
    const lines = refusals({ NODE_ENV: 'production' });
    expect(lines).toHaveLength(4);
    for (const name of ['CONTENT_PREVIEW_TOKEN', 'CONTENT_PUBLIC_TOKEN', 'CONTENT_PUBLIC_URL', 'STOREFRONT_URL']) {
      expect(
        lines.some((line) => line.startsWith(`${name} is not set`)),
        name,
      ).toBe(true);
    }
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/content refuses to start in production/);
  });

  it('refuses the development tokens (the preview token reads every draft), either way round', () => {
    expect(refusals({ ...production, CONTENT_PREVIEW_TOKEN: 'talat-preview-token' })).toEqual([
      expect.stringMatching(/^CONTENT_PREVIEW_TOKEN is still its development value/),
    ]);
    expect(refusals({ ...production, CONTENT_PUBLIC_TOKEN: 'talat-public-token' })).toEqual([
      expect.stringMatching(/^CONTENT_PUBLIC_TOKEN is still its development value/),
    ]);
    expect(refusals({ ...production, CONTENT_PREVIEW_TOKEN: 'talat-public-token', CONTENT_PUBLIC_TOKEN: 'talat-preview-token' })).toEqual([
      expect.stringMatching(/^CONTENT_PREVIEW_TOKEN is still its development value/),
      expect.stringMatching(/^CONTENT_PUBLIC_TOKEN is still its development value/),
    ]);
    expect(refusals({ ...production, CONTENT_PREVIEW_TOKEN: 'talat-dev-anything-at-all-that-is-long-enough' })).toEqual([
      expect.stringMatching(/^CONTENT_PREVIEW_TOKEN is still its development value/),
    ]);
  });

  it('refuses short tokens, naming the variable', () => {
    expect(refusals({ ...production, CONTENT_PREVIEW_TOKEN: 'short-preview', CONTENT_PUBLIC_TOKEN: 'x'.repeat(31) })).toEqual([
      expect.stringMatching(/^CONTENT_PREVIEW_TOKEN is shorter than 32 characters/),
      expect.stringMatching(/^CONTENT_PUBLIC_TOKEN is shorter than 32 characters/),
    ]);
  });

  it('refuses a public token equal to the preview token: it would read drafts', () => {
    expect(refusals({ ...production, CONTENT_PUBLIC_TOKEN: PREVIEW })).toEqual([
      expect.stringMatching(/^CONTENT_PUBLIC_TOKEN is the same as CONTENT_PREVIEW_TOKEN/),
    ]);
  });

  it('requires the public URL and the storefront URL, whose defaults only work on this machine', () => {
    const lines = refusals({ ...production, CONTENT_PUBLIC_URL: undefined, STOREFRONT_URL: ' ' });
    expect(lines).toEqual([expect.stringMatching(/^CONTENT_PUBLIC_URL is not set/), expect.stringMatching(/^STOREFRONT_URL is not set/)]);
  });
});
