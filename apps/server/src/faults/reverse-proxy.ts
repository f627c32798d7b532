// A reverse proxy on loopback that forwards requests the way the shipped docker/nginx.conf does:
// it reads that file's proxy_set_header directives and applies them, so a test through it checks
// the configuration we ship, not a copy of it. Like nginx, it passes every other header the client
// sent unchanged (a header the config does not set is the client's to choose).
import { readFileSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const NGINX_CONF = fileURLToPath(new URL('../../../../docker/nginx.conf', import.meta.url));
const COMPOSE_FILE = fileURLToPath(new URL('../../../../docker/compose.yml', import.meta.url));

/** Hop-by-hop headers a proxy never forwards (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface HeaderDirective {
  name: string;
  value: string;
}

/** The proxy_set_header directives of the shipped nginx configuration, in order. */
function shippedHeaderDirectives(conf = readFileSync(NGINX_CONF, 'utf8')): HeaderDirective[] {
  const directives: HeaderDirective[] = [];
  for (const line of conf.split('\n')) {
    const match = /^\s*proxy_set_header\s+(\S+)\s+(.+?);\s*(#.*)?$/.exec(line);
    if (match) directives.push({ name: match[1]!.toLowerCase(), value: match[2]!.trim() });
  }
  if (directives.length === 0) throw new Error(`no proxy_set_header directive in ${NGINX_CONF}`);
  return directives;
}

/** The TRUST_PROXY value docker/compose.yml gives the app replicas. */
export function shippedTrustProxy(compose = readFileSync(COMPOSE_FILE, 'utf8')): string {
  const match = /^\s*TRUST_PROXY:\s*['"]?([^'"\n]*)['"]?\s*$/m.exec(compose);
  if (!match) throw new Error(`no TRUST_PROXY in ${COMPOSE_FILE}`);
  return match[1]!;
}

const clientAddress = (request: IncomingMessage) =>
  (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/** One nginx variable, as nginx computes it for this request. */
function variable(name: string, request: IncomingMessage): string {
  switch (name) {
    case '$remote_addr':
      return clientAddress(request);
    case '$proxy_add_x_forwarded_for': {
      const sent = request.headers['x-forwarded-for'];
      const list = Array.isArray(sent) ? sent.join(', ') : sent;
      return list ? `${list}, ${clientAddress(request)}` : clientAddress(request);
    }
    case '$host':
      return (request.headers.host ?? '').replace(/:\d+$/, '');
    case '$http_host':
      return request.headers.host ?? '';
    case '$scheme':
      return 'http';
    default:
      // A directive this stand-in cannot evaluate must fail the test, not be skipped silently.
      throw new Error(
        `reverse-proxy: nginx variable ${name} is not supported; teach variable() about it`,
      );
  }
}

function evaluate(value: string, request: IncomingMessage): string {
  return value.replace(/^"|"$/g, '').replace(/\$[a-z_]+/g, (name) => variable(name, request));
}

export interface ReverseProxy {
  url: string;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1 and forwards every request to `target` (an http:// origin). */
export async function startShippedReverseProxy(
  target: string,
  directives = shippedHeaderDirectives(),
): Promise<ReverseProxy> {
  // Fail at start, not per request, on a directive the stand-in does not understand.
  for (const directive of directives)
    for (const name of directive.value.match(/\$[a-z_]+/g) ?? [])
      variable(name, { headers: {}, socket: {} } as IncomingMessage);
  const upstream = new URL(target);
  const server: Server = createServer((request, response) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    for (const { name, value } of directives) {
      const evaluated = evaluate(value, request);
      // nginx drops a header whose value evaluates to the empty string.
      if (evaluated === '') delete headers[name];
      else headers[name] = evaluated;
    }
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
