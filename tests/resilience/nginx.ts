/**
 * Debian's nginx (/usr/sbin/nginx) as a child process, in front of server processes, with the production
 * configuration (deploy/nginx/purlwise.conf.template, as docker-compose.yml mounts it) rendered into a temp dir.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, waitFor } from './lib';

export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';

/** A running nginx: its URL and a stop that also removes its files. */
export interface Balancer { url: string; port: number; stop(): Promise<void>; errorLog(): string }

/** Renders the template the way the nginx image's envsubst does: only the given variables. */
function render(vars: Record<string, string>): string {
  const template = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'purlwise.conf.template'), 'utf8');
  return template.replace(/\$\{(PURLWISE_[A-Z_]+)\}/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`template variable ${name} has no value`);
    return vars[name];
  });
}

/** Starts nginx on a free port, balancing over `upstreams` (http://127.0.0.1:port URLs). */
export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purlwise-nginx-'));
  // As root nginx's workers run as nobody: they must reach the temp and cache folders.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const servers = upstreams.map((u) => `server ${new URL(u).host} max_fails=1 fail_timeout=10s;`).join('\n    ');
  fs.writeFileSync(path.join(dir, 'purlwise.conf'), render({
    PURLWISE_UPSTREAM_SERVERS: servers, PURLWISE_LISTEN: `127.0.0.1:${port}`, PURLWISE_CACHE_DIR: path.join(dir, 'cache'),
  }));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${path.join(dir, t)};`).join('\n  ');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  include ${path.join(dir, 'purlwise.conf')};
}
`);
  const child: ChildProcess = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => { try { return fs.readFileSync(path.join(dir, 'error.log'), 'utf8'); } catch { return ''; } };
  const state = await waitFor('nginx', async () => {
    if (child.exitCode !== null) return 'exited';
    return (await fetch(`${url}/healthz`)).ok ? 'up' : null;
  }, 20_000).catch((err) => { child.kill('SIGKILL'); throw err; });
  if (state === 'exited') throw new Error(`nginx exited: ${errorLog()}`);
  return {
    url, port, errorLog,
    async stop() {
      if (child.exitCode === null) { child.kill('SIGQUIT'); await exited; }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
