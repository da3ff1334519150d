// Imported first by main.ts, as `next start` does: React and Next.js read NODE_ENV when they load.
// Whether the shop itself was started in production (NODE_ENV=production before this file sets it
// for Next.js): then the development default secrets are refused (production-secrets.ts).
export const startedInProduction = process.env.NODE_ENV === 'production';
Object.assign(process.env, { NODE_ENV: 'production' });
