/**
 * Entry point. A configuration the server cannot run with (config-check.ts) is refused before anything else is loaded,
 * so the refusal comes at once and alone; then boot.ts starts the server.
 */
import './v8-flags';
import { checkProductionConfig, StartupError } from './config-check';
import { logger } from './common/logger';

/** Logs why the server cannot start and exits non-zero: a known refusal in one line, anything else with its stack. */
function refuse(err: unknown): never {
  logger.error({ err }, 'failed to start');
  console.error(err instanceof StartupError ? `Purlwise cannot start: ${err.message}` : err);
  process.exit(1);
}

const started = Date.now();
try {
  checkProductionConfig();
} catch (err) {
  refuse(err);
}
import('./boot').then(({ boot }) => boot(started)).catch(refuse);
