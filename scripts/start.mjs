// `npm start`: builds what is not built, starts the mail catcher, seeds the demo catalogue when the
// engine's database has none, starts the engine (or, with COMMERCE_BACKEND=magento, the Magento
// stand-in; with PAYMENT_PROVIDER=adyen and no Adyen account, the Adyen stand-in beside it), the
// content service, the sign-on service and the storefront, waits until they answer and prints
// the URLs. A service that ends is started again (with backoff, logged) while
// the others keep serving. Ctrl-C stops all.
import { join } from 'node:path';
import { buildIfNeeded, readEnvFile, root, rssMb, stackConfig, startStack } from './stack.mjs';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const config = stackConfig({ ...readEnvFile(join(root, '.env')), ...process.env });

/** Where the commerce backend is: the engine's admin, or the Magento (stand-in) the shop talks to. */
function backendLine(c) {
  if (c.backend !== 'magento') {
    return `    Admin:  ${c.commerceUrl}/admin  (demo login ${c.env.SUPERADMIN_USERNAME ?? 'superadmin'} / ${c.env.SUPERADMIN_PASSWORD ?? 'superadmin'})`;
  }
  return c.standIn
    ? `    Commerce: the Magento stand-in at ${c.env.MAGENTO_GRAPHQL_URL} (Magento's GraphQL schema over the demo catalogue; not Magento, no admin)`
    : `    Commerce: Magento at ${c.env.MAGENTO_GRAPHQL_URL}`;
}

/** Where payments go with PAYMENT_PROVIDER=adyen: the stand-in this start runs, or the shop's own Adyen account. */
function paymentsLine(c) {
  if (c.env.PAYMENT_PROVIDER?.trim() !== 'adyen' || c.backend === 'magento') return '';
  if (c.adyenStandIn) {
    return `    Payments: the Adyen stand-in at ${c.adyenUrl} (Adyen's Checkout API for cards and PromptPay; not Adyen, no money moves; test controls under /stand-in/)\n`;
  }
  // Adyen calls the engine back here: the URL to register in its Customer Area.
  const where = c.env.ADYEN_CHECKOUT_URL?.trim()
    ? `at ${c.env.ADYEN_CHECKOUT_URL.trim()}`
    : `(${c.env.ADYEN_ENVIRONMENT?.trim() || 'test'})`;
  return `    Payments: Adyen ${where}; its webhooks to ${c.commerceUrl}/payments/adyen/webhook\n`;
}

try {
  buildIfNeeded({ force: process.argv.includes('--rebuild') });
  const stack = await startStack(config, { log: (m) => console.log(`talat: ${m} (${elapsed()})`) });
  const memory = stack.procs.map((p) => `${p.name} ${rssMb(p.child.pid)} MB`).join(', ');
  console.log(`
  Talat is running (first page after ${elapsed()}; resident memory: ${memory}).

    Shop:   ${config.storefrontUrl}/en  ·  ${config.storefrontUrl}/th
${backendLine(config)}
${paymentsLine(config)}    Sign-on (the sister site): ${config.signOnUrl}/en/account  (demo accounts in the README)
${config.mailCatcher ? `    Mail (every email the shop sends, caught here, never delivered): ${config.mailCatcherUrl}\n` : ''}
  Press Ctrl-C to stop.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\ntalat: stopping ...');
    stack.stop();
    await stack.stopped();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (e) {
  console.error(`talat: ${e.message}`);
  process.exit(1);
}
