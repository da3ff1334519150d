// The scaled profile's front door (scripts/stack.mjs): nginx from Debian's packages on the shop
// port, spreading requests over the storefront processes. Written to a folder of its own at each
// start and run in the foreground as one of the stack's services.

/**
 * nginx.conf for `listenPort` in front of `upstreamPorts` (127.0.0.1), with its pid, logs and
 * temporary files under `dir`.
 * - A process that refuses connections or fails to answer is left out for 5 s and the request
 *   goes to another one; POSTs are never sent twice (nginx does not retry non-idempotent
 *   requests), so a placed order cannot be placed again by the proxy. A 502 or 503 that a
 *   storefront answers itself (the engine away) is the answer, not a failure of the process.
 * - The client address reaches the storefront in X-Forwarded-For (it runs with TRUST_PROXY), as
 *   nginx sees it: the connection's address, or the X-Forwarded-For of a proxy in front of it
 *   that is trusted (`trustedProxies`, by default only this machine: a CDN or TLS front here,
 *   or the tests, which give each rate-limit case its own address). Anything a client sends
 *   from elsewhere is replaced, so no one picks their own rate-limit bucket.
 */
export function nginxConfig({ listenPort, upstreamPorts, dir, trustedProxies = ['127.0.0.1', '::1'] }) {
  if (upstreamPorts.length === 0) throw new Error('nginx needs at least one storefront process');
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return `# Written by scripts/nginx-config.mjs at each start of the scaled profile.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream storefront {
${servers}
    keepalive 32;
    # Under Node's 5 s keep-alive: nginx never reuses a connection the storefront is closing.
    keepalive_timeout 4s;
  }

${trustedProxies.map((p) => `  set_real_ip_from ${p};`).join('\n')}
  real_ip_header X-Forwarded-For;
  real_ip_recursive on;

  # A path nginx cannot decode gets the shop's not-found page (in the path's language), as the
  # storefront answers such paths itself, instead of nginx's own 400 page.
  map $request $talat_not_found {
    "~^[A-Z]+ /th(/|%| )" /th/404;
    default /en/404;
  }

  server {
    listen 127.0.0.1:${listenPort};
    listen [::1]:${listenPort};
    client_max_body_size 1m;
    # Bodies stay in memory (nginx's workers may not write to this folder), and the pages'
    # long Link and cache-tag headers fit.
    client_body_buffer_size 1m;
    proxy_buffer_size 64k;
    proxy_buffers 16 64k;
    proxy_busy_buffers_size 128k;

    error_page 400 =404 /_talat-not-found;

    # nginx does not pass on the page's Content-Encoding here: ask for it uncompressed.
    location = /_talat-not-found {
      internal;
      rewrite ^ $talat_not_found break;
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # A request line nginx could not read leaves no Host header to pass on.
      proxy_set_header Host 127.0.0.1:$server_port;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Accept-Encoding "";
    }

    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering off;
    }
  }
}
`;
}
