import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * Checks sitemaps against the sitemaps.org schema (docs/decisions/0052), for tests: the urlset
 * schema as the `sitemap` npm package ships it, validated by libxml2's xmllint compiled to
 * WebAssembly (`xmllint-wasm`), so no system binary is needed. The index schema and the XHTML link
 * declaration beside this file reuse that schema's types (xsd/).
 */
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function sitemapXsd(): string {
  // The package's exports name only its code: its folder from its package.json.
  return readFileSync(join(dirname(require.resolve('sitemap/package.json')), 'schema', 'sitemap.xsd'), 'utf8');
}

const local = (name: string) => ({ fileName: name, contents: readFileSync(join(here, 'xsd', name), 'utf8') });

export type SitemapDocument = 'index' | 'urlset';

/** The schema's complaints about a sitemap (none: valid). */
export async function sitemapSchemaErrors(xml: string, kind: SitemapDocument): Promise<string[]> {
  const preload = [{ fileName: 'sitemap.xsd', contents: sitemapXsd() }, local('xhtml-link.xsd')];
  const schema = kind === 'index' ? local('sitemap-index.xsd') : local('urlset-with-alternates.xsd');
  const result = await validateXML({ xml: [{ fileName: `${kind}.xml`, contents: xml }], schema: [schema], preload });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
