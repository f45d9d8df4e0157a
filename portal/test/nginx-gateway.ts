import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The Docker gateway (deploy/nginx) run by Debian's nginx as a child process: the shipped config
 * placed as gateway.Dockerfile places it (the server blocks in the http block, the headers
 * snippet included from them), with what only the container has pointed at a prefix of its own:
 * the upstreams at a running portal, the ports at free ones, the certificate at a fresh
 * self-signed one, the web root at a small stand-in. Nothing runs as root or writes outside it.
 */
export interface RunningNginx {
  /** `https://127.0.0.1:<port>`: the TLS server of the gateway. */
  httpsUrl: string;
  /** `http://127.0.0.1:<port>`: the plain server that only redirects (and answers the health check). */
  httpUrl: string;
  stop(): Promise<void>;
}

const run = promisify(execFile);
const deploy = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const NGINX_MISSING = `nginx is not installed (${NGINX}): the gateway test runs the shipped deploy/nginx config in it. Install it: apt-get install -y nginx-light`;

/** The page and script the gateway serves itself, where the image has the web build. */
export const STAND_IN = { index: '<!doctype html><title>Seerat</title>', script: 'export {};\n' };

export async function startNginxGateway(upstream: { port: number }, ports: Ports): Promise<RunningNginx> {
  await run(NGINX, ['-v']).catch(() => {
    throw new Error(NGINX_MISSING);
  });
  const prefix = await mkdtemp(path.join(tmpdir(), 'gateway-nginx-'));
  const tls = path.join(prefix, 'tls');
  const html = path.join(prefix, 'html');
  await Promise.all([mkdir(tls), mkdir(path.join(html, 'assets'), { recursive: true })]);
  await Promise.all([
    selfSignedCertificate(tls),
    writeFile(path.join(html, 'index.html'), STAND_IN.index),
    writeFile(path.join(html, 'assets', 'app.js'), STAND_IN.script),
    ...['security-headers.conf', 'strict-transport-security.conf'].map(async (snippet) =>
      writeFile(path.join(prefix, snippet), await readFile(path.join(deploy, snippet))),
    ),
    writeFile(
      path.join(prefix, 'gateway.conf'),
      gatewayConf(await readFile(path.join(deploy, 'gateway.conf'), 'utf8'), { prefix, upstream, ports }),
    ),
    writeFile(path.join(prefix, 'nginx.conf'), mainConf(prefix)),
  ]);
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const httpUrl = `http://127.0.0.1:${ports.http}`;
  await untilAnswering(`${httpUrl}/`, child, () => stderr, prefix);
  return {
    httpsUrl: `https://127.0.0.1:${ports.https}`,
    httpUrl,
    stop: async () => {
      await stopped(child);
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

export interface Ports {
  http: number;
  https: number;
}

export async function freePorts(): Promise<Ports> {
  const [http, https] = await Promise.all([freePort(), freePort()]);
  return { http, https };
}

/**
 * The shipped server blocks with the container's names replaced. Debian's nginx (1.22) predates
 * the `http2` directive (1.25.1), so HTTP/2 is asked for on the listen line as that version does;
 * the headers and the proxying under test are the shipped lines, unchanged.
 */
function gatewayConf(
  shipped: string,
  at: { prefix: string; upstream: { port: number }; ports: Ports },
): string {
  const replaced = shipped
    .replace(/server (read-api|command-api):5000;/g, `server 127.0.0.1:${at.upstream.port};`)
    .replace('listen 80;', `listen 127.0.0.1:${at.ports.http};`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${at.ports.https} ssl http2;`)
    .replace(/^\s*http2 on;\n/m, '')
    .replaceAll('/etc/nginx/tls/', `${at.prefix}/tls/`)
    .replaceAll('/etc/nginx/snippets/', `${at.prefix}/`)
    .replace('root /usr/share/nginx/html;', `root ${at.prefix}/html;`);
  for (const leftover of [
    'read-api:',
    'command-api:',
    '/etc/nginx',
    '/usr/share/nginx',
    'listen 80',
    'listen 443',
  ]) {
    if (replaced.includes(leftover))
      throw new Error(`gateway.conf changed: "${leftover}" is no longer where the test expects it`);
  }
  return replaced;
}

/** What nginx's own nginx.conf and the image give the gateway: one process, files in the prefix. */
function mainConf(prefix: string): string {
  return `daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/gateway.conf;
}
`;
}

async function selfSignedCertificate(dir: string): Promise<void> {
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    path.join(dir, 'privkey.pem'),
    '-out',
    path.join(dir, 'fullchain.pem'),
  ]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function untilAnswering(url: string, child: ChildProcess, stderr: () => string, prefix: string) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx stopped at start: ${stderr()}${log}`);
    }
    if (
      await fetch(url, { redirect: 'manual' }).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer at ${url} within 5 s: ${stderr()}`);
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGQUIT');
  });
}
