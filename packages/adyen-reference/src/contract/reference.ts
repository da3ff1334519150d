import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Adyen's own OpenAPI 3.1 specifications of the Checkout API v71 and of its standard webhooks,
 * read in place from the workplace's reference data (`../shared/reference/adyen` beside the
 * repository, or ADYEN_REFERENCE_DIR) and never copied into the repository, with validators for
 * what a client sends and what a server (or the Adyen stand-in) answers. For tests only: a clone
 * without the reference data runs everything but the contract tests, which then fail and say why.
 *
 * Every validator answers the list of what is wrong, `[]` when Adyen's schema accepts the value.
 */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const CHECKOUT_FILE = 'CheckoutService-v71.json';
const WEBHOOKS_FILE = 'Webhooks-v1.json';

/** The reference folder: ADYEN_REFERENCE_DIR, else `shared/reference/adyen` beside the repository at `repoRoot`. */
export function referenceDir(env: NodeJS.ProcessEnv = process.env, repoRoot = REPO_ROOT): string {
  const dir = env.ADYEN_REFERENCE_DIR ? resolve(env.ADYEN_REFERENCE_DIR) : join(repoRoot, '..', 'shared', 'reference', 'adyen');
  if (!existsSync(join(dir, CHECKOUT_FILE)) || !existsSync(join(dir, WEBHOOKS_FILE))) {
    throw new Error(
      `Adyen's reference specifications (${CHECKOUT_FILE}, ${WEBHOOKS_FILE}) are not at ${dir}. Put the reference data ` +
        'beside the repository (../shared/reference/adyen) or set ADYEN_REFERENCE_DIR to its folder.',
    );
  }
  return dir;
}

/** An OpenAPI 3.1 document, as far as these validators read it. */
export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown> };
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

interface Loaded {
  spec: OpenApiDocument;
  ajv: Ajv2020;
  id: string;
  compiled: Map<string, ValidateFunction>;
}

const loaded = new Map<string, Loaded>();

function load(file: string): Loaded {
  const dir = referenceDir();
  const key = join(dir, file);
  let entry = loaded.get(key);
  if (!entry) {
    const spec = JSON.parse(readFileSync(key, 'utf8')) as OpenApiDocument;
    // strict: false because an OpenAPI document carries keywords JSON Schema does not know
    // (example, x-addedInVersion, discriminator, a leftover `nullable`): Ajv ignores them instead of refusing.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    // OpenAPI's numeric and byte formats say how a value is stored, not what is valid: accept any.
    for (const format of ['int32', 'int64', 'double', 'float', 'byte']) ajv.addFormat(format, true);
    const id = `https://talat.invalid/adyen-reference/${file}`;
    ajv.addSchema(spec as object, id);
    entry = { spec, ajv, id, compiled: new Map() };
    loaded.set(key, entry);
  }
  return entry;
}

/** Adyen's Checkout API v71 (CheckoutService-v71.json), parsed once. */
export function checkoutSpec(): OpenApiDocument {
  return load(CHECKOUT_FILE).spec;
}

/** Adyen's standard webhooks (Webhooks-v1.json), parsed once. */
export function webhookSpec(): OpenApiDocument {
  return load(WEBHOOKS_FILE).spec;
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    return `${e.instancePath || '(body)'} ${e.message ?? e.keyword}${extra}`;
  });
}

function validateRef(entry: Loaded, ref: string, value: unknown): string[] {
  let validate = entry.compiled.get(ref);
  if (!validate) {
    validate = entry.ajv.compile({ $ref: `${entry.id}${ref}` });
    entry.compiled.set(ref, validate);
  }
  return validate(value) ? [] : describe(validate.errors);
}

/** A schema of the Checkout API's `components.schemas` by name, e.g. `validateSchema('PaymentResponse', body)`. */
export function validateSchema(name: string, value: unknown): string[] {
  const entry = load(CHECKOUT_FILE);
  if (!(name in entry.spec.components.schemas)) return [`${name} is not a schema of the Checkout API`];
  return validateRef(entry, `#/components/schemas/${name}`, value);
}

/**
 * The operation at `path`: a template of the spec (`/payments/{paymentPspReference}/captures`) or
 * a concrete path, with or without the version prefix and query (`/v71/payments/ABC/captures?x`).
 */
function operation(path: string, method: string): { template: string; op: OpenApiOperation } | string {
  const paths = checkoutSpec().paths ?? {};
  const bare = path.replace(/[?#].*$/, '').replace(/^\/v\d+(?=\/)/, '');
  const template = bare in paths ? bare : Object.keys(paths).find((t) => new RegExp(`^${t.replace(/\{[^/}]+\}/g, '[^/]+')}$`).test(bare));
  if (!template) return `${path} is not a path of the Checkout API`;
  const op = paths[template]?.[method.toLowerCase()];
  if (!op) return `${method.toUpperCase()} ${template} is not an operation of the Checkout API`;
  return { template, op };
}

function jsonSchemaRef(content: Record<string, { schema?: { $ref?: string } }> | undefined): string | undefined {
  return content?.['application/json']?.schema?.$ref;
}

/** What is wrong with a request body sent to `method path` (the operation's requestBody schema). */
export function validateRequest(path: string, method: string, body: unknown): string[] {
  const found = operation(path, method);
  if (typeof found === 'string') return [found];
  const ref = jsonSchemaRef(found.op.requestBody?.content);
  if (!ref) return [`${method.toUpperCase()} ${found.template} takes no JSON body`];
  return validateRef(load(CHECKOUT_FILE), ref, body);
}

/** What is wrong with an answer of `method path`: its status must be one the operation documents, its body of that status's schema. */
export function validateResponse(path: string, method: string, status: number, body: unknown): string[] {
  const found = operation(path, method);
  if (typeof found === 'string') return [found];
  const response = found.op.responses?.[String(status)];
  if (!response) return [`${method.toUpperCase()} ${found.template} does not answer ${status}`];
  const ref = jsonSchemaRef(response.content);
  if (!ref) return body === undefined || body === '' ? [] : [`${method.toUpperCase()} ${found.template} answers ${status} without a body`];
  return validateRef(load(CHECKOUT_FILE), ref, body);
}

const GENERIC_NOTIFICATION = '#/components/schemas/NotificationRequest';

/**
 * The one place where these validators differ from the document: the webhooks typed by the
 * generic NotificationRequest (OFFER_CLOSED, ORDER_OPENED, ORDER_CLOSED, MANUAL_REVIEW_*,
 * POSTPONED_REFUND) have an additionalData schema without `hmacSignature`, yet Adyen signs every
 * standard webhook and the document's own OFFER_CLOSED example carries one. A string signature
 * there is taken out before validation; anything else in additionalData is still checked.
 */
function withoutGenericSignature(ref: string, item: unknown): unknown {
  const wrapped = item as { NotificationRequestItem?: { additionalData?: Record<string, unknown> } } | null;
  const data = wrapped?.NotificationRequestItem?.additionalData;
  if (ref !== GENERIC_NOTIFICATION || !data || typeof data.hmacSignature !== 'string') return item;
  const { hmacSignature: _signature, ...rest } = data;
  return { ...wrapped, NotificationRequestItem: { ...wrapped.NotificationRequestItem, additionalData: rest } };
}

/**
 * What is wrong with a webhook body (`{ live, notificationItems: [{ NotificationRequestItem }] }`):
 * each item is checked, inside the body, against the schema Webhooks-v1.json gives its `eventCode`.
 */
export function validateWebhook(body: unknown): string[] {
  const entry = load(WEBHOOKS_FILE);
  const items = (body as { notificationItems?: unknown } | null)?.notificationItems;
  if (!Array.isArray(items) || items.length === 0) return ['(body) has no notificationItems'];
  const errors: string[] = [];
  items.forEach((item: unknown, i) => {
    const eventCode = (item as { NotificationRequestItem?: { eventCode?: unknown } } | null)?.NotificationRequestItem?.eventCode;
    const webhook = typeof eventCode === 'string' ? entry.spec.webhooks?.[`/${eventCode}`]?.post : undefined;
    const ref = jsonSchemaRef(webhook?.requestBody?.content);
    if (!ref) return errors.push(`/notificationItems/${i} has no webhook of Adyen's for eventCode ${String(eventCode)}`);
    for (const e of validateRef(entry, ref, { ...(body as object), notificationItems: [withoutGenericSignature(ref, item)] }))
      errors.push(e.replace(/^\/notificationItems\/0/, `/notificationItems/${i}`));
  });
  return errors;
}
