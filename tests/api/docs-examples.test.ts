/**
 * docs/api.md cannot rot: its curl examples and the TypeScript examples in examples/ run here against the real
 * server with a real personal access token.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { exportPublicYarns, csvField } from '../../examples/export-yarns-csv';
import { firstQuery } from '../../examples/first-query';
import { BASE, gql, newUser, type TestUser } from '../helpers/api';

const run = promisify(execFile);
const DOC = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
/** The ```sh blocks of the page that call the server. */
const curlBlocks = [...DOC.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => b.includes('curl'));

let user: TestUser;
let token: string;

async function item(input: Record<string, unknown>): Promise<void> {
  const r = await gql('mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }', { i: input }, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

beforeAll(async () => {
  user = await newUser('docs');
  const made = await gql('mutation($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { token } }',
    { i: { name: 'docs', scope: 'READ' } }, { token: user.token });
  token = made.data.createPersonalAccessToken.token;
  await item({ type: 'YARN', name: 'Merino Soft', producer: 'Drops', weight: '50 g', yardage: '105 m', tags: ['soft', 'warm'] });
  await item({ type: 'YARN', name: 'Kid "Silk", lace', producer: 'Rowan', content: 'mohair\nsilk' });
  await item({ type: 'YARN', name: 'Alpaca', madeIn: 'Peru' });
  await item({ type: 'YARN', name: 'Secret stash', visibility: 'PRIVATE' });
  await item({ type: 'PATTERN', name: 'Shawl' });
});

describe('the curl examples of docs/api.md', () => {
  test('there are some, and each answers JSON data without errors', async () => {
    expect(curlBlocks.length).toBeGreaterThanOrEqual(4);
    for (const block of curlBlocks) {
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', block], { env: { ...process.env, PURLWISE_URL: BASE, PURLWISE_TOKEN: token } });
      const body = JSON.parse(stdout);
      expect({ block, errors: body.errors }).toEqual({ block, errors: undefined });
      expect(body.data).toBeDefined();
    }
  });
});

describe('examples/', () => {
  test('first-query.ts: the token owner and the first page of their yarns', async () => {
    const answer = await firstQuery(BASE, token);
    expect(answer.me.username).toBe(user.username);
    expect(answer.myKnitItems.totalCount).toBe(4);
    expect(answer.myKnitItems.nodes.map((n) => n.name).sort()).toEqual(['Alpaca', 'Kid "Silk", lace', 'Merino Soft', 'Secret stash']);
  });

  test('export-yarns-csv.ts: the public yarns only, over several pages, as RFC 4180 CSV', async () => {
    const csv = await exportPublicYarns(BASE, token, 2);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('name,producer,weight,yardage,content,needleSize,madeIn,tags,lastUpdated');
    expect(lines.slice(1, -1).map((l) => l.replace(/,[^,]+$/, ''))).toEqual([
      'Alpaca,,,,,,Peru,',
      '"Kid ""Silk"", lace",Rowan,,,"mohair\nsilk",,,',
      'Merino Soft,Drops,50 g,105 m,,,,soft; warm',
    ].flatMap((l) => l.split('\r\n')));
    expect(lines[lines.length - 1]).toBe('');
    expect(csv).not.toContain('Secret stash');
  });

  test('a bad token makes the tool fail with the 401 and its code', async () => {
    await expect(firstQuery(BASE, `pw_${'x'.repeat(43)}`)).rejects.toThrow(/401 UNAUTHENTICATED/);
    expect(csvField('a,b')).toBe('"a,b"');
  });
});
