import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as graphql from 'graphql';
import { STORE_ATTRIBUTES_SDL } from './store-attributes';

/**
 * Magento Open Source 2.4's storefront schema, read in place from the workplace's reference data
 * (`../shared/reference/magento-graphql` beside the repository, or MAGENTO_REFERENCE_DIR): its
 * own loader merges the module files as Magento does. Never copied into the repository.
 */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The reference folder: MAGENTO_REFERENCE_DIR, else `shared/reference/magento-graphql` beside the repository at `repoRoot`. */
export function referenceDir(env: NodeJS.ProcessEnv = process.env, repoRoot = REPO_ROOT): string {
  const dir = env.MAGENTO_REFERENCE_DIR
    ? resolve(env.MAGENTO_REFERENCE_DIR)
    : join(repoRoot, '..', 'shared', 'reference', 'magento-graphql');
  if (!existsSync(join(dir, 'schema.mjs'))) {
    throw new Error(
      `The Magento reference schema is not at ${dir}. Put the reference data beside the repository ` +
        '(../shared/reference/magento-graphql) or set MAGENTO_REFERENCE_DIR to its folder.',
    );
  }
  return dir;
}

interface ReferenceLoader {
  loadMagentoSchema(options: { graphql: typeof graphql; extraSDL?: string | string[] }): Promise<graphql.GraphQLSchema>;
  DEFAULT_INSTALL_ATTRIBUTES_SDL: string;
}

const loaded = new Map<string, Promise<graphql.GraphQLSchema>>();

/**
 * Modules of `extra/` the connector uses, merged after the 33 (their README): LoginAsCustomerGraphQl,
 * whose `generateCustomerTokenAsAdmin` signs on the sister site's customers (docs/decisions/0060).
 */
export const EXTRA_MODULES = ['LoginAsCustomerGraphQl'];

/** The schema of a store with the demo catalogue's attributes (see store-attributes.ts) and the extra modules, from `dir`. */
export function loadStoreSchema(dir = referenceDir()): Promise<graphql.GraphQLSchema> {
  let schema = loaded.get(dir);
  if (!schema) {
    schema = (async () => {
      const loader = (await import(pathToFileURL(join(dir, 'schema.mjs')).href)) as ReferenceLoader;
      const modules = EXTRA_MODULES.map((name) => readFileSync(join(dir, 'extra', `${name}.graphqls`), 'utf8'));
      return loader.loadMagentoSchema({ graphql, extraSDL: [loader.DEFAULT_INSTALL_ATTRIBUTES_SDL, STORE_ATTRIBUTES_SDL, ...modules] });
    })();
    loaded.set(dir, schema);
  }
  return schema;
}

/** The errors of a document and its variables against the schema: [] when Magento would accept both. */
export function contractErrors(schema: graphql.GraphQLSchema, source: string, variables: Record<string, unknown> = {}): string[] {
  let document: graphql.DocumentNode;
  try {
    document = graphql.parse(source);
  } catch (error) {
    return [String(error)];
  }
  const errors = graphql.validate(schema, document).map((e) => e.message);
  if (errors.length > 0) return errors;
  const operation = document.definitions.find((d): d is graphql.OperationDefinitionNode => d.kind === graphql.Kind.OPERATION_DEFINITION);
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = graphql.typeFromAST(schema, definition.type as graphql.NamedTypeNode) as graphql.GraphQLInputType;
    if (!(name in variables)) {
      if (definition.type.kind === graphql.Kind.NON_NULL_TYPE) errors.push(`$${name} is required`);
      continue;
    }
    graphql.coerceInputValue(variables[name], type, (path, _value, error) =>
      errors.push(`$${name}${path.map((p) => `.${p}`).join('')}: ${error.message}`),
    );
  }
  return errors;
}
