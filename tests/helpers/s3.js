/** A real S3-compatible server for tests (s3rver, in this process) and the environment that points a server at it. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const S3rver = require('s3rver');

/** Starts s3rver on a free port with an empty bucket; resolves to { env, endpoint, bucket, close }. */
async function startS3(bucket = 'purlwise-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'purlwise-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    IMAGE_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const close = async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  };
  return { env, endpoint, bucket, close };
}

module.exports = { startS3 };
