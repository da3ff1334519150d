// A small HTTP control for fault tests (test-browser.mjs): lists the stack's processes and ends
// one of them the way a crash would, so a test can watch the supervisor bring it back. Bound to
// 127.0.0.1 and only started by the test runner, never by `npm start`.
import { createServer } from 'node:http';

/** { name, pid, up, restarts } of each service of a stack started by startStack. */
export function describeProcs(procs) {
  return procs.map((p) => ({ name: p.name, pid: p.child?.pid ?? null, up: !p.exited, restarts: p.restarts }));
}

/**
 * GET /services: the list above. POST /services/{name}/kill: SIGKILL to the service's process
 * group (no chance to clean up, as in a crash), after which the supervisor restarts it.
 * POST /services/{name}/stop: the same, but it stays down until POST /services/{name}/start.
 * POST /services/{name}/term: SIGTERM, as an orchestrator asks a service to stop (it drains its
 * requests first); the supervisor starts it again. POST /services/{name}/pause and .../continue:
 * SIGSTOP and SIGCONT, so that a request to it stays in flight as long as a test needs.
 */
export function startStackControl(stack, port) {
  const { procs } = stack;
  const server = createServer((req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'GET' && url.pathname === '/services') return send(200, describeProcs(procs));
    const action = /^\/services\/([a-z0-9-]+)\/(kill|stop|start|term|pause|continue)$/.exec(url.pathname);
    if (req.method === 'POST' && action) {
      const [, name, verb] = action;
      const proc = procs.find((p) => p.name === name);
      if (!proc) return send(404, { error: `no service ${name}` });
      if (verb === 'start') {
        stack.resume(proc);
        return send(200, { started: name });
      }
      if (proc.exited) return send(409, { error: `${name} is not running` });
      if (verb === 'stop') proc.held = true;
      const pid = proc.child.pid;
      const signal = { kill: 'SIGKILL', stop: 'SIGKILL', term: 'SIGTERM', pause: 'SIGSTOP', continue: 'SIGCONT' }[verb];
      try {
        process.kill(-pid, signal);
      } catch (e) {
        return send(409, { error: e.message });
      }
      return send(200, { signalled: proc.name, pid, signal });
    }
    return send(404, { error: 'not found' });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
