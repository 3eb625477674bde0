/**
 * s3rver answers every unsigned request; MinIO and S3 answer only what the bucket policy allows. This gate stands in
 * front of s3rver as a browser meets the bucket: signed requests (presigned URLs, the app's own calls) go through,
 * and an unsigned one goes through only when deploy/minio/bucket-policy.json (as minio-init applies it, with the
 * bucket's name put in) allows its action on its resource. Everything else is 403 AccessDenied, as MinIO answers.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const POLICY_FILE = path.resolve(__dirname, '..', '..', 'deploy', 'minio', 'bucket-policy.json');

/** The policy for `bucket`, as minio-init writes it (the default bucket name replaced). */
function policyFor(bucket) {
  const text = fs.readFileSync(POLICY_FILE, 'utf8').replaceAll('arn:aws:s3:::purlwise-images/', `arn:aws:s3:::${bucket}/`);
  return JSON.parse(text);
}

const matches = (pattern, value) => new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(value);
const list = (v) => (Array.isArray(v) ? v : [v]);
const isAnyone = (principal) => principal === '*' || list(principal?.AWS ?? []).includes('*');

/** Whether the policy lets anyone do `action` on `resource`. */
function allows(policy, action, resource) {
  const hit = (s) => isAnyone(s.Principal) && list(s.Action).some((a) => matches(a, action)) && list(s.Resource).some((r) => matches(r, resource));
  const statements = list(policy.Statement);
  return statements.some((s) => s.Effect === 'Allow' && hit(s)) && !statements.some((s) => s.Effect === 'Deny' && hit(s));
}

/** The S3 action and resource of an unsigned path-style request, as a policy names them. */
function actionOf(method, url) {
  const [, bucket, ...rest] = decodeURIComponent(url.pathname).split('/');
  const key = rest.join('/');
  if (!key) return { action: method === 'GET' ? 's3:ListBucket' : `s3:${method}Bucket`, resource: `arn:aws:s3:::${bucket}` };
  const action = method === 'GET' || method === 'HEAD' ? 's3:GetObject' : method === 'PUT' ? 's3:PutObject' : method === 'DELETE' ? 's3:DeleteObject' : `s3:${method}`;
  return { action, resource: `arn:aws:s3:::${bucket}/${key}` };
}

/** Starts the gate in front of `endpoint` for `bucket`; resolves to { url, close }. */
async function startBucketGate(endpoint, bucket) {
  const policy = policyFor(bucket);
  const target = new URL(endpoint);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://gate');
    const signed = 'authorization' in req.headers || url.searchParams.has('X-Amz-Algorithm') || url.searchParams.has('Signature');
    if (!signed) {
      const { action, resource } = actionOf(req.method, url);
      if (!allows(policy, action, resource)) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied.</Message></Error>');
        return;
      }
    }
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } }, (up) => {
      res.writeHead(up.statusCode, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

module.exports = { startBucketGate, policyFor, allows };
