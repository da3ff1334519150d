import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';
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

/**
 * A flat file name with a known image extension: no folders, no dot-dot, no hidden files, no
 * `%` (the path arrives decoded once: a doubly encoded `%252e%252e%252f` is refused, never decoded
 * again) and no backslash.
 */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)+$/;

export function assetContentType(name: string): string | undefined {
  return ASSET_NAME.test(name) ? CONTENT_TYPES[extname(name).toLowerCase()] : undefined;
}

/**
 * The file of `name` inside `assetsDir`, or undefined if it would be anywhere else. The name
 * rule already allows only flat names; this is the second lock, on the resolved path.
 */
export function assetPath(assetsDir: string, name: string): string | undefined {
  const dir = resolve(assetsDir);
  const path = resolve(dir, name);
  const rel = relative(dir, path);
  // A direct child: not the folder itself, not its parent, no folder between, no other drive.
  const inside = rel !== '' && rel !== '..' && !/[\\/]/.test(rel) && !isAbsolute(rel);
  return inside && !/[\\/]/.test(name) ? path : undefined;
}

/** Reads `assets/<name>`; a 404 ApiError for an unknown, unlisted or malformed name. */
export async function readAsset(assetsDir: string, name: string): Promise<{ body: Buffer; contentType: string }> {
  const contentType = assetContentType(name);
  const path = contentType && assetPath(assetsDir, name);
  if (!contentType || !path) throw notFound();
  try {
    return { body: await readFile(path), contentType };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'EISDIR') throw notFound();
    throw e;
  }
}
