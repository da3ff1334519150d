import 'server-only';
import { parseEnv, type Env } from './env-schema';

let cached: Env | undefined;

/** The validated configuration, read once per process (never at module load: builds run without it). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
