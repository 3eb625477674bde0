/** Stops the test servers and drops the throwaway database (or stops the embedded PostgreSQL). */
const { Client } = require('pg');

module.exports = async function globalTeardown() {
  const state = globalThis.__PURLWISE__;
  if (!state || state.done) return;
  state.done = true;
  for (const s of state.servers) {
    s.child.kill('SIGTERM');
    await new Promise((r) => (s.child.exitCode !== null ? r() : s.child.once('exit', r)));
  }
  for (const close of state.closers ?? []) await close();
  if (state.embedded) {
    await state.embedded.stop();
    return;
  }
  const admin = new Client({ connectionString: state.base });
  await admin.connect();
  for (const db of [state.db, ...(state.databases ?? [])]) await admin.query(`drop database if exists "${db.name}" with (force)`);
  await admin.end();
};
