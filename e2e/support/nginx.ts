import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForPort } from './app-server';

/** The configuration an operator installs (docs/deploy.md); the test fills its {{NAME}}s with ports of its own. */
export const NGINX_SITE = resolve('docs/nginx/survey.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The site file with every {{NAME}} replaced; a name left over is an error. */
export function renderSite(values: Record<string, string>): string {
  const text = readFileSync(NGINX_SITE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  const missing = [...text.matchAll(/^[^#\n]*\{\{([A-Z_]+)\}\}/gm)].map((m) => m[1]);
  if (missing.length > 0) throw new Error(`docs/nginx/survey.conf: no value for ${missing.join(', ')}`);
  return text;
}

/** Debian's nginx on loopback, https with a self-signed certificate, in front of the app on `appPort`. */
export class Nginx {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'survey-nginx-'));
  httpsPort = 0;
  httpPort = 0;
  log = '';

  constructor(private readonly appPort: number) {}

  get origin(): string {
    return `https://127.0.0.1:${this.httpsPort}`;
  }

  async start(): Promise<void> {
    if (!existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX}): sudo apt-get install -y nginx`);
    [this.httpsPort, this.httpPort] = [await freePort(), await freePort()];
    const certificate = join(this.dir, 'cert.pem');
    const key = join(this.dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', certificate], { stdio: 'ignore' });
    const site = renderSite({
      SERVER_NAME: '127.0.0.1 localhost', HTTP_PORT: String(this.httpPort), HTTPS_PORT: String(this.httpsPort),
      CERTIFICATE: certificate, CERTIFICATE_KEY: key, APP: `127.0.0.1:${this.appPort}`,
    });
    writeFileSync(join(this.dir, 'survey.conf'), site);
    // nginx's own folders under this run's directory (workers may run as nobody: let them reach and write there)
    chmodSync(this.dir, 0o711);
    const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => {
      const path = join(this.dir, name);
      mkdirSync(path, { mode: 0o777 });
      return `${name === 'body' ? 'client_body' : name}_temp_path ${path};`;
    });
    writeFileSync(join(this.dir, 'nginx.conf'), [
      'daemon off;', 'worker_processes 1;', `pid ${join(this.dir, 'nginx.pid')};`, `error_log ${join(this.dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      `http { access_log off; ${temp.join(' ')} include ${join(this.dir, 'survey.conf')}; }`,
    ].join('\n'));
    const config = join(this.dir, 'nginx.conf');
    execFileSync(NGINX, ['-t', '-q', '-p', this.dir, '-c', config], { stdio: 'pipe' });
    this.child = spawn(NGINX, ['-p', this.dir, '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    await waitForPort(this.httpsPort, this.child, Date.now() + 20_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolveExit) => {
        child.once('exit', () => resolveExit());
        child.kill('SIGQUIT');
      });
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
