// The shipped docker/nginx.conf, run by a real nginx on loopback in front of a test server, when
// an nginx binary is installed (Debian: apt-get install nginx-light). Only the upstream address,
// the listening port and the file locations are changed; every proxy directive is the shipped one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { NGINX_CONF, type ReverseProxy } from './reverse-proxy';

const CANDIDATES = [
  process.env.NGINX_PATH,
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/bin/nginx',
];

/** The nginx binary to use, or undefined when none is installed. */
export const NGINX_BINARY = CANDIDATES.find(
  (path): path is string =>
    Boolean(path) && existsSync(path!) && spawnSync(path!, ['-v']).status === 0,
);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** docker/nginx.conf pointed at `target` and listening on 127.0.0.1:`port`, logs in `dir`. */
function localisedConfig(
  target: URL,
  port: number,
  dir: string,
  shipped = readFileSync(NGINX_CONF, 'utf8'),
): string {
  const site = shipped
    .replace(/server app:3000;/, `server ${target.hostname}:${target.port};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/\/var\/log\/nginx\/access\.log/g, join(dir, 'access.log'));
  if (!site.includes(`listen 127.0.0.1:${port};`) || !site.includes(`server ${target.hostname}`)) {
    throw new Error(
      'docker/nginx.conf no longer has `listen 80;` and `server app:3000;`: update localisedConfig',
    );
  }
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    site,
    '}',
  ].join('\n');
}

/** Starts nginx with the shipped site configuration in front of `target`; resolves once it answers. */
export async function startShippedNginx(
  target: string,
): Promise<ReverseProxy & { accessLog(): string }> {
  if (!NGINX_BINARY) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'pitchcraft-nginx-'));
  // Workers may run as an unprivileged user when the tests run as root.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, localisedConfig(new URL(target), port, dir));
  const child: ChildProcess = spawn(NGINX_BINARY, ['-c', conf, '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    accessLog: () =>
      existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8') : '',
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
