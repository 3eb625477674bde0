/**
 * docker-compose.yml checked without Docker (no engine here; `docker-compose config` was run by hand, see README):
 * parsed as YAML with its merge keys, then the services, health checks, start order (depends_on), the app's
 * environment against what server/src/config.ts reads and README documents, and the files it mounts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[]; interval: string; timeout: string; retries: number };
  volumes?: string[];
  restart?: string;
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const readme = read('README.md');
const configSource = read('server/src/config.ts');
/** Every variable server/src/config.ts reads. */
const configVars = new Set([...configSource.matchAll(/process\.env\.([A-Z0-9_]+)/g)].map((m) => m[1]));

test('the stack has its services, with the replica optional (a profile) and the tools on demand', () => {
  expect(Object.keys(services).sort()).toEqual(['app', 'db', 'db-replica', 'images', 'minio', 'minio-init', 'nginx']);
  expect(services['db-replica'].profiles).toEqual(['replica']);
  expect(services.images.profiles).toEqual(['tools']);
  for (const name of ['db', 'minio', 'minio-init', 'app', 'nginx']) expect({ name, profiles: services[name].profiles }).toEqual({ name, profiles: undefined });
});

test('every long-running service has a complete health check', () => {
  for (const name of ['db', 'db-replica', 'minio', 'app', 'nginx']) {
    const hc = services[name].healthcheck;
    expect(`${name}: ${hc?.test?.[0]}`).toMatch(new RegExp(`^${name}: CMD(-SHELL)?$`));
    expect(hc?.test.length).toBeGreaterThan(1);
    expect(hc?.interval).toMatch(/^\d+s$/);
    expect(hc?.timeout).toMatch(/^\d+s$/);
    expect(hc?.retries).toBeGreaterThan(0);
    expect(services[name].restart).toBe('unless-stopped');
  }
});

test('start order: each service waits for what it needs, on conditions that exist, without a cycle', () => {
  const deps = (name: string) => Object.fromEntries(Object.entries(services[name].depends_on ?? {}).map(([k, v]) => [k, v.condition]));
  expect(deps('app')).toEqual({ db: 'service_healthy', 'minio-init': 'service_completed_successfully' });
  expect(deps('nginx')).toEqual({ app: 'service_healthy' });
  expect(deps('minio-init')).toEqual({ minio: 'service_healthy' });
  expect(deps('db-replica')).toEqual({ db: 'service_healthy' });
  expect(deps('images')).toEqual({ db: 'service_healthy' });
  // A service waited on for health has a health check; a cycle would never start.
  for (const [name, s] of Object.entries(services)) {
    for (const [dep, { condition }] of Object.entries(s.depends_on ?? {})) {
      expect({ name, dep, exists: dep in services }).toEqual({ name, dep, exists: true });
      if (condition === 'service_healthy') expect({ dep, healthcheck: !!services[dep].healthcheck }).toEqual({ dep, healthcheck: true });
    }
  }
  const visiting = new Set<string>();
  const visit = (name: string): void => {
    if (visiting.has(name)) throw new Error(`depends_on cycle through ${name}`);
    visiting.add(name);
    for (const dep of Object.keys(services[name].depends_on ?? {})) visit(dep);
    visiting.delete(name);
  };
  for (const name of Object.keys(services)) visit(name);
});

test('the app environment: every variable is read by server/src/config.ts and documented in README', () => {
  const env = services.app.environment ?? {};
  expect(Object.keys(env).length).toBeGreaterThan(5);
  for (const key of Object.keys(env)) {
    expect({ key, readByConfig: configVars.has(key) }).toEqual({ key, readByConfig: true });
    expect({ key, documented: readme.includes(`\`${key}\``) }).toEqual({ key, documented: true });
  }
  // Every variable of config.ts is in README's table, too.
  for (const key of configVars) expect({ key, documented: readme.includes(`\`${key}\``) }).toEqual({ key, documented: true });
  // The tools run with the same environment; the replica is optional (empty by default).
  expect(services.images.environment).toEqual(env);
  expect(env.DATABASE_REPLICA_URLS).toBe('${DATABASE_REPLICA_URLS:-}');
  expect(env.IMAGE_STORE).toBe('s3');
});

test('the secrets compose requires are the ones README passes, and mounted files exist', () => {
  const required = new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]));
  // PUBLIC_URL too: production refuses to start without a public origin for mailed links (server/src/config-check.ts).
  expect([...required].sort()).toEqual(['JWT_SECRET', 'MINIO_ROOT_PASSWORD', 'PUBLIC_URL']);
  for (const key of required) expect(readme).toMatch(new RegExp(`${key}=\\S+.*docker compose up`));
  for (const s of Object.values(services)) {
    for (const v of s.volumes ?? []) {
      const [source] = v.split(':');
      if (source.startsWith('./')) expect({ source, exists: fs.existsSync(path.join(ROOT, source)) }).toEqual({ source, exists: true });
      else expect(Object.keys(compose.volumes)).toContain(source);
    }
  }
  // nginx's template uses exactly the variables the compose file gives it.
  const template = read('deploy/nginx/purlwise.conf.template');
  const used = new Set([...template.matchAll(/\$\{(PURLWISE_[A-Z_]+)\}/g)].map((m) => m[1]));
  expect([...used].sort()).toEqual(Object.keys(services.nginx.environment ?? {}).sort());
  // The replica streams from db: the mounted hba file allows replication connections.
  expect(read('deploy/postgres/pg_hba.conf')).toMatch(/^host\s+replication\s+all\s+all\s+scram-sha-256$/m);
});

test('the image bucket: no anonymous grant on the bucket, a policy that names only the public prefix, read-only', () => {
  const init = services['minio-init'] as Service & { command: string[] };
  const script = init.command.join(' ');
  // `mc anonymous set download|public|upload` (or the old `mc policy set`) would open the whole bucket to anyone.
  expect(script).not.toMatch(/mc\s+(anonymous|policy)\s+set\s+(download|public|upload|readonly|readwrite)/);
  expect(script).toMatch(/mc anonymous set-json \/tmp\/bucket-policy\.json "local\/\$\$S3_BUCKET"/);
  expect(init.volumes).toContain('./deploy/minio/bucket-policy.json:/etc/purlwise/bucket-policy.json:ro');
  const policy = JSON.parse(read('deploy/minio/bucket-policy.json')) as {
    Statement: Array<{ Effect: string; Principal: unknown; Action: string[]; Resource: string[] }>;
  };
  expect(policy.Statement).toHaveLength(1);
  const [only] = policy.Statement;
  expect(only.Effect).toBe('Allow');
  // Objects only (no s3:ListBucket, no writes), and only under public/.
  expect(only.Action).toEqual(['s3:GetObject']);
  expect(only.Resource).toEqual(['arn:aws:s3:::purlwise-images/public/*']);
  // The bucket named in the policy is the one the app uses by default; minio-init rewrites it to S3_BUCKET.
  expect(services.app.environment?.S3_BUCKET).toBe('${S3_BUCKET:-purlwise-images}');
  expect(script).toContain('sed "s#arn:aws:s3:::purlwise-images/#arn:aws:s3:::$$S3_BUCKET/#g"');
});
