/**
 * The TypeScript types of the legacy REST door's OpenAPI document (server/src/rest/openapi.ts), written by
 * openapi-typescript into tests/api/openapi-types.ts for the typed client of tests/api/openapi-conformance.test.ts.
 * `npm run build` runs it after building the server; the file is not committed.
 *
 *   node tools/openapi-types.mjs           rewrites the file (reads the built server: run `npm run build -w server` first)
 *   node tools/openapi-types.mjs --check   exits 1 when the file is not what it would write
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'tests', 'api', 'openapi-types.ts');
const HEADER = '/* Written by `npm run openapi:types` (tools/openapi-types.mjs) from the document of server/src/rest/openapi.ts; do not edit. */\n/* eslint-disable */\n';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { ROUTES } = require(path.join(root, 'server', 'dist', 'rest', 'index.js'));
const { openApiDocument } = require(path.join(root, 'server', 'dist', 'rest', 'openapi.js'));

const text = HEADER + astToString(await openapiTS(openApiDocument(ROUTES)));
if (process.argv.includes('--check')) {
  const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : '';
  if (current !== text) {
    process.stderr.write('tests/api/openapi-types.ts is stale: run `npm run openapi:types`\n');
    process.exit(1);
  }
} else {
  fs.writeFileSync(OUT, text);
}
