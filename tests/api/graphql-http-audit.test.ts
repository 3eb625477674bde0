/**
 * The GraphQL-over-HTTP conformance audit of graphql-http (the reference implementation of the spec), run against
 * /graphql as third-party tools meet it (issue #25, "Done when"): every MUST passes. The SHOULD and MAY results are
 * printed, and the SHOULDs that pass today are held, so that a change cannot quietly lose one.
 */
import { auditServer } from 'graphql-http';
import { BASE } from '../helpers/api';

test('every MUST of the GraphQL-over-HTTP audit passes', async () => {
  const results = await auditServer({ url: `${BASE}/graphql`, fetchFn: fetch });
  expect(results.length).toBeGreaterThan(20);
  const failed = results.filter((r) => r.status !== 'ok');
  const summary = failed.map((r) => `${r.name}: ${'reason' in r ? r.reason : ''}`);
  console.log(`graphql-http audit: ${results.length - failed.length}/${results.length} ok\n${summary.join('\n')}`);
  const must = results.filter((r) => r.name.startsWith('MUST'));
  expect(must.filter((r) => r.status !== 'ok').map((r) => r.name)).toEqual([]);
  expect(must.length).toBeGreaterThanOrEqual(13);
  // The SHOULDs missed on purpose (docs/api.md section 4): a request refused before it runs answers 400 whatever it
  // accepts, where the spec would have 200 for application/json. Any other SHOULD missed is a regression.
  const knownShould = [
    'SHOULD use 200 status code on document parsing failure when accepting application/json',
    'SHOULD use 200 status code on document validation failure when accepting application/json',
    'SHOULD use a status code of 200 on variable coercion failure when accepting application/json',
  ];
  const should = results.filter((r) => r.name.startsWith('SHOULD') && r.status !== 'ok').map((r) => r.name);
  expect(should.filter((name) => !knownShould.includes(name))).toEqual([]);
});
