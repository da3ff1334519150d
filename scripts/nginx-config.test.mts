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

  it('keeps bodies in memory, fits long headers and drops idle connections before Node does', () => {
    expect(conf).toContain('client_body_buffer_size 1m;');
    expect(conf).toContain('proxy_buffer_size 64k;');
    expect(conf).toContain('keepalive_timeout 4s;');
  });

  it('passes on one client address: the connection, or what a trusted proxy in front says', () => {
    expect(conf).toContain('set_real_ip_from 127.0.0.1;');
    expect(conf).toContain('real_ip_header X-Forwarded-For;');
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    const lb = nginxConfig({ listenPort: 80, upstreamPorts: [3010], dir: '/tmp/x', trustedProxies: ['10.0.0.0/8'] });
    expect(lb).toContain('set_real_ip_from 10.0.0.0/8;');
    expect(lb).not.toContain('set_real_ip_from 127.0.0.1;');
  });

  it("answers a path nginx cannot decode with the shop's 404 page, uncompressed", () => {
    expect(conf).toContain('error_page 400 =404 /_talat-not-found;');
    expect(conf).toMatch(/location = \/_talat-not-found \{[^}]*internal;[^}]*proxy_set_header Accept-Encoding "";/);
  });

  it('refuses an empty upstream', () => {
    expect(() => nginxConfig({ listenPort: 3000, upstreamPorts: [], dir: '/tmp/x' })).toThrow();
  });
});
