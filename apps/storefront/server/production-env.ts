// Imported first by main.ts, as `next start` does: React and Next.js read NODE_ENV when they load.
Object.assign(process.env, { NODE_ENV: 'production' });
