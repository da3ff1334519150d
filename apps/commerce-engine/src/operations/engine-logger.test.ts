import { Writable } from 'node:stream';
import { createLogger } from '@talat/service-kit';
import { describe, expect, it } from 'vitest';
import { EngineLogger } from './engine-logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

describe('EngineLogger', () => {
  it("writes Vendure's log as JSON lines with the engine's name, the level and the Vendure context", () => {
    const { lines, destination } = capture();
    const logger = new EngineLogger(createLogger({ service: 'engine', json: true, level: 'debug', destination }));
    logger.info('Bootstrapping Vendure Server', 'Vendure');
    logger.error('failed', 'Payments', 'Error: failed\n    at x');
    logger.verbose('detail');
    logger.debug('noise');
    expect(lines).toEqual([
      expect.objectContaining({ service: 'engine', level: 'info', context: 'Vendure', msg: 'Bootstrapping Vendure Server' }),
      expect.objectContaining({ level: 'error', context: 'Payments', trace: 'Error: failed\n    at x', msg: 'failed' }),
      expect.objectContaining({ level: 'debug', msg: 'detail' }),
    ]);
  });

  it("uses the worker's default context", () => {
    const { lines, destination } = capture();
    const logger = new EngineLogger(createLogger({ service: 'engine-worker', json: true, destination }));
    logger.setDefaultContext('Vendure Worker');
    logger.warn('slow job');
    expect(lines[0]).toMatchObject({ service: 'engine-worker', level: 'warn', context: 'Vendure Worker', msg: 'slow job' });
  });
});
