import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { notFound } from './errors.js';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/** A flat file name with a known image extension: no folders, no dot-dot, no hidden files. */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)+$/;

export function assetContentType(name: string): string | undefined {
  return ASSET_NAME.test(name) ? CONTENT_TYPES[extname(name).toLowerCase()] : undefined;
}

/** Reads `assets/<name>`; a 404 ApiError for an unknown, unlisted or malformed name. */
export async function readAsset(assetsDir: string, name: string): Promise<{ body: Buffer; contentType: string }> {
  const contentType = assetContentType(name);
  if (!contentType) throw notFound();
  try {
    return { body: await readFile(join(assetsDir, name)), contentType };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'EISDIR') throw notFound();
    throw e;
  }
}
