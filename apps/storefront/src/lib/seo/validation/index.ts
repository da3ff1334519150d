/** Checks for tests (docs/decisions/0052): sitemaps against sitemaps.org's schema, JSON-LD against schema.org. */
export { sitemapSchemaErrors, type SitemapDocument } from './sitemap-schema';
export { jsonLdBlocks, jsonLdErrors } from './structured-data';
