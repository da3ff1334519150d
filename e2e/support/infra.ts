// The machine's own Redis and PostgreSQL (started before every session and CI run), stopped and
// started again by the fault tests of the scaled profile, with the commands that started them.
// Redis keeps nothing on disk here (`--save ""`), so a restart also empties it.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const REDIS_START = [
  '--daemonize',
  'yes',
  '--bind',
  '127.0.0.1',
  '-::1',
  '--port',
  '6379',
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  '/var/lib/redis',
  '--logfile',
  '/var/log/redis/ci.log',
];

async function redisAnswers(): Promise<boolean> {
  try {
    return (await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'], { timeout: 2_000 })).stdout.trim() === 'PONG';
  } catch {
    return false;
  }
}

export async function stopRedis(): Promise<void> {
  await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'shutdown', 'nosave']).catch(() => undefined);
  for (let i = 0; i < 50 && (await redisAnswers()); i++) await wait(100);
  if (await redisAnswers()) throw new Error('Redis did not stop');
}

export async function startRedis(): Promise<void> {
  if (!(await redisAnswers())) await run('redis-server', REDIS_START);
  for (let i = 0; i < 50 && !(await redisAnswers()); i++) await wait(100);
  if (!(await redisAnswers())) throw new Error('Redis did not start');
}

function postgresCluster(): string[] {
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  if (!version) throw new Error('no PostgreSQL cluster in /etc/postgresql');
  return ['--skip-systemctl-redirect', version, 'main'];
}

/** Stops PostgreSQL (fast: open connections are ended, as a crash or a failover would). */
export async function stopPostgres(): Promise<void> {
  await run('pg_ctlcluster', [...postgresCluster(), 'stop', '-m', 'fast'], { timeout: 30_000 });
}

export async function startPostgres(): Promise<void> {
  await run('pg_ctlcluster', [...postgresCluster(), 'start'], { timeout: 30_000 });
}
