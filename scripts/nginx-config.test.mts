import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx-config.mjs';

describe('nginxConfig', () => {
  const conf = nginxConfig({ listenPort: 3000, upstreamPorts: [3010, 3011], dir: '/tmp/talat-nginx' });

  it('listens on the shop port and spreads over every storefront process', () => {
    expect(conf).toContain('listen 127.0.0.1:3000;');
    expect(conf).toContain('server 127.0.0.1:3010 max_fails=1 fail_timeout=5s;');
    expect(conf).toContain('server 127.0.0.1:3011 max_fails=1 fail_timeout=5s;');
  });

  it('runs in the foreground with its files in its own folder', () => {
    expect(conf).toContain('daemon off;');
    expect(conf).toContain('pid /tmp/talat-nginx/nginx.pid;');
    expect(conf).toContain('proxy_temp_path /tmp/talat-nginx/proxy;');
  });

  it('moves a request to another process only when the process failed, and never retries a POST', () => {
    expect(conf).toMatch(/proxy_next_upstream error timeout;/);
    expect(conf).not.toContain('non_idempotent');
  });

  it('refuses an empty upstream', () => {
    expect(() => nginxConfig({ listenPort: 3000, upstreamPorts: [], dir: '/tmp/x' })).toThrow();
  });
});
