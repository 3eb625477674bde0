/**
 * Relay's compiler accepts the connections for paging in both directions: a `@connection` fragment paged backward
 * (`last`/`before`) and one paged both ways compile against schema/schema.graphql into pagination queries, and do
 * not against schema/released.graphql, which had `first`/`after` only. The operations are run over HTTP by
 * tests/api/paging.test.ts; this checks that Relay's own rules (connection arguments, pageInfo, Node) hold.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const compiler = path.join(root, 'node_modules/.bin/relay-compiler');

const FRAGMENTS = `
graphql\`
  fragment feedBackward_query on Query
    @refetchable(queryName: "FeedBackwardPaginationQuery")
    @argumentDefinitions(last: { type: "Int", defaultValue: 10 }, before: { type: "String" }) {
    publicKnitItems(last: $last, before: $before) @connection(key: "feedBackward_publicKnitItems") {
      edges { node { id name } }
    }
  }
\`;
graphql\`
  fragment searchBoth_query on Query
    @refetchable(queryName: "SearchBothPaginationQuery")
    @argumentDefinitions(q: { type: "String!" }, first: { type: "Int" }, after: { type: "String" }, last: { type: "Int" }, before: { type: "String" }) {
    search(query: $q, first: $first, after: $after, last: $last, before: $before) @connection(key: "searchBoth_search") {
      edges { node { id name } }
    }
  }
\`;
`;

/** Runs relay-compiler over the fragments with `schemaFile`; its exit status, output and the artifacts it wrote. */
function compile(schemaFile: string): { status: number | null; output: string; artifacts: Record<string, string> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-paging-'));
  try {
    fs.mkdirSync(path.join(dir, 'src/__generated__'), { recursive: true });
    fs.copyFileSync(path.join(root, schemaFile), path.join(dir, 'schema.graphql'));
    fs.writeFileSync(path.join(dir, 'src/fragments.js'), FRAGMENTS);
    fs.writeFileSync(path.join(dir, 'relay.config.json'), JSON.stringify({ src: './src', schema: './schema.graphql', language: 'javascript', artifactDirectory: './src/__generated__' }));
    const run = spawnSync(compiler, [], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    const generated = path.join(dir, 'src/__generated__');
    const artifacts = Object.fromEntries(fs.readdirSync(generated).map((f) => [f, fs.readFileSync(path.join(generated, f), 'utf8')]));
    return { status: run.status, output: `${run.stdout}${run.stderr}`, artifacts };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('relay-compiler and the connections', () => {
  test('compiles backward and two-way @connection pagination against the current schema', () => {
    const { status, output, artifacts } = compile('schema/schema.graphql');
    expect(`${status}\n${output}`).toMatch(/^0\n[\s\S]*Compilation completed/);
    expect(Object.keys(artifacts).sort()).toEqual(['FeedBackwardPaginationQuery.graphql.js', 'SearchBothPaginationQuery.graphql.js', 'feedBackward_query.graphql.js', 'searchBoth_query.graphql.js']);
    expect(artifacts['feedBackward_query.graphql.js']).toMatch(/"direction": "backward"/);
    expect(artifacts['searchBoth_query.graphql.js']).toMatch(/"direction": "bidirectional"/);
  });

  test('refuses them against the released schema, which pages forward only', () => {
    const { status, output } = compile('schema/released.graphql');
    expect(status).not.toBe(0);
    expect(output).toMatch(/Unknown argument 'last' on field 'Query\.publicKnitItems'/);
  });
});
