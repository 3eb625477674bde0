/**
 * Writes client/src/pages/item/fields.graphql, the fragment through which the web client reads a knit item's text fields,
 * from the field table (core/src/fields.ts, KNIT_TEXT_FIELDS), so that a field added to the table reaches the editor
 * and the preview with no hand-written query to change. Runs before graphql-codegen (`npm run codegen`, the client's
 * build and .ci/check-generated); reads the built core (`npm run build -w core`).
 *
 * .ci/check-generated fails when the committed fragment is not what this writes.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const FILE = path.join(root, 'client', 'src', 'pages', 'item', 'fields.graphql');

/** The fragment of `fields` (the rows of the field table). */
function fragmentOf(fields) {
  return [
    '# Written by tools/field-fragment.cjs from core/src/fields.ts (npm run codegen): do not edit.',
    '# The text fields of a knit item, as the field table declares them.',
    'fragment KnitTextFields_item on KnitItem {',
    ...fields.map((field) => `  ${field.name}`),
    '}',
    '',
  ].join('\n');
}

/** Writes the fragment (only when it changes, so that watchers are not woken for nothing). */
function main() {
  const text = fragmentOf(require(path.join(root, 'core', 'dist', 'fields.js')).KNIT_TEXT_FIELDS);
  if (!fs.existsSync(FILE) || fs.readFileSync(FILE, 'utf8') !== text) fs.writeFileSync(FILE, text);
}

module.exports = { fragmentOf };
if (require.main === module) main();
