// The test runner's stack control (scripts/stack-control.mjs): fault tests end a service as a
// crash would and watch the supervisor, or keep it down for a while and bring it back.
const controlUrl = process.env.E2E_CONTROL_URL ?? 'http://127.0.0.1:3108';

export interface ServiceState {
  name: string;
  pid: number | null;
  up: boolean;
  restarts: number;
}

export async function services(): Promise<ServiceState[]> {
  const res = await fetch(`${controlUrl}/services`);
  if (!res.ok) throw new Error(`stack control: ${res.status}`);
  return (await res.json()) as ServiceState[];
}

export async function service(name: string): Promise<ServiceState> {
  const found = (await services()).find((s) => s.name === name);
  if (!found) throw new Error(`stack control: no service ${name}`);
  return found;
}

async function act(name: string, verb: 'kill' | 'stop' | 'start' | 'term' | 'pause' | 'continue'): Promise<void> {
  const res = await fetch(`${controlUrl}/services/${name}/${verb}`, { method: 'POST' });
  if (!res.ok) throw new Error(`stack control: ${verb} ${name}: ${res.status} ${await res.text()}`);
}

/** SIGKILL, as a crash: the supervisor restarts the service. */
export const killService = (name: string) => act(name, 'kill');
/** SIGKILL, and the service stays down until startService. */
export const stopService = (name: string) => act(name, 'stop');
export const startService = (name: string) => act(name, 'start');
/** SIGTERM, as an orchestrator stops a service: it drains, exits, and the supervisor restarts it. */
export const terminateService = (name: string) => act(name, 'term');
/** SIGSTOP: the service holds every request until continueService (SIGCONT). */
export const pauseService = (name: string) => act(name, 'pause');
export const continueService = (name: string) => act(name, 'continue');

/** Resolves when `url` answers 200; throws after `timeoutMs`. */
export async function waitUntilOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}
