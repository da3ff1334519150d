import { optionsFromEnv } from './options';
import { createStandIn } from './stand-in';

/**
 * A stand-in for Adyen's Checkout API v71 and its webhooks, for the engine's Adyen provider in
 * development and tests. Not Adyen: no money moves, nothing leaves this machine but the webhooks
 * to ADYEN_WEBHOOK_URL; see README.md for what it answers and its settings.
 */
async function main() {
  const standIn = await createStandIn(optionsFromEnv());
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('Adyen stand-in (not Adyen) failed to start', error);
  process.exit(1);
});
