/**
 * Jest global set-up of the `api-s3` project: the usual set-up (global-setup.js), plus s3rver and a server with
 * IMAGE_STORE=s3 on a database of its own. tests/helpers/use-s3-store.js points that project's tests at it.
 */
const globalSetup = require('./global-setup');
const { startServer } = require('./servers');
const { startS3 } = require('./s3');

module.exports = async function globalSetupS3() {
  await globalSetup();
  const state = globalThis.__PURLWISE__;
  if (state.s3) return;
  const s3 = await startS3();
  state.closers.push(s3.close);
  const db = await globalSetup.createDatabase(state.base);
  state.databases.push(db);
  const server = await startServer(db.url, s3.env);
  state.servers.push(server);
  state.s3 = s3;
  process.env.PURLWISE_S3_URL = server.url;
  process.env.PURLWISE_S3_DATABASE_URL = db.url;
  process.env.PURLWISE_S3_ENV = JSON.stringify(s3.env);
};
