/**
 * The table of error codes in docs/api.md, written from the code's own tables (server/src/common/errors.ts:
 * REQUEST_ERROR_STATUS, ERROR_STATUS and ERROR_MEANING) between the two error-codes markers, so that the page cannot
 * drift from what the server sends. tests/api/error-codes.test.ts fails when the page and the code differ.
 *
 *   node tools/error-table.cjs           rewrites docs/api.md (reads the built server: run `npm run build -w server` first)
 *   node tools/error-table.cjs --check   exits 1 when docs/api.md is not what it would write
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const DOC = path.join(root, 'docs', 'api.md');
const BEGIN = '<!-- error-codes: begin (written by `npm run docs:errors` from server/src/common/errors.ts; do not edit) -->';
const END = '<!-- error-codes: end -->';

/** The Markdown table of every code: the codes of the GraphQL request first, then the error table's, in its order. */
function errorTable({ REQUEST_ERROR_STATUS, ERROR_STATUS, ERROR_MEANING }) {
  const statuses = { ...REQUEST_ERROR_STATUS, ...ERROR_STATUS };
  const missing = Object.keys(statuses).filter((code) => !ERROR_MEANING[code]);
  if (missing.length) throw new Error(`ERROR_MEANING has no meaning for ${missing.join(', ')}`);
  const rows = Object.entries(statuses).map(([code, status]) => `| \`${code}\` | ${status} | ${ERROR_MEANING[code].replace(/\|/g, '\\|')} |`);
  return ['| code | HTTP | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** `doc` with the text between the markers replaced by `table`; throws when the markers are missing. */
function withErrorTable(doc, table) {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`docs/api.md has no ${BEGIN} ... ${END} section`);
  return `${doc.slice(0, begin + BEGIN.length)}\n${table}\n${doc.slice(end)}`;
}

function main() {
  const errors = require(path.join(root, 'server', 'dist', 'common', 'errors.js'));
  const doc = fs.readFileSync(DOC, 'utf8');
  const written = withErrorTable(doc, errorTable(errors));
  if (process.argv.includes('--check')) {
    if (written !== doc) {
      console.error('docs/api.md: the table of error codes differs from server/src/common/errors.ts; run `npm run docs:errors`.');
      process.exit(1);
    }
    return;
  }
  if (written !== doc) fs.writeFileSync(DOC, written);
}

if (require.main === module) main();

module.exports = { errorTable, withErrorTable, BEGIN, END };
