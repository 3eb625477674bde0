/**
 * GET /graphql from a browser answers Purlwise's own API explorer (the client's page, GraphiQL in its bundle), never
 * Apollo's landing page that loads from Apollo's CDN; GET and POST with a query are still GraphQL.
 */
import { BASE } from '../helpers/api';

type GqlBody = { data: { registrationEnabled: boolean } };

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

test('a browser opening /graphql gets the explorer page, served here, with no CDN in it', async () => {
  for (const path of ['/graphql', '/graphql/']) {
    const res = await fetch(`${BASE}${path}`, { headers: { accept: BROWSER_ACCEPT } });
    const html = await res.text();
    expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, expect.stringMatching(/^text\/html/)]);
    expect(html).toContain('<div id="root">');
    // The page is the client's index.html: its scripts are this server's /assets, and nothing comes from elsewhere.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(html).not.toMatch(/apollographql\.com|apollo-server-landing-page|embeddable-sandbox|cdn\.|unpkg\.com|jsdelivr/i);
    for (const url of html.match(/(?:src|href)="[^"]+"/g) ?? []) expect(url).toMatch(/^(src|href)="\//);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/Accept/i);
  }
});

test('the explorer\'s code is a chunk of the client, not preloaded by the page the feed loads', async () => {
  const html = await (await fetch(`${BASE}/feed`, { headers: { accept: BROWSER_ACCEPT } })).text();
  expect(html).not.toMatch(/ExplorerPage|graphiql|codemirror/i);
  const sw = await (await fetch(`${BASE}/sw.js`)).text();
  // The service worker precaches it, so the explorer opens offline once the app has been visited.
  expect(sw).toMatch(/assets\/ExplorerPage-[\w-]+\.js/);
});

test('GraphQL over GET and POST is unchanged; a GET without a query from a tool is not the page', async () => {
  const query = encodeURIComponent('{ registrationEnabled }');
  const get = await fetch(`${BASE}/graphql?query=${query}`, { headers: { accept: BROWSER_ACCEPT, 'apollo-require-preflight': 'true' } });
  expect([get.status, get.headers.get('content-type')]).toEqual([200, expect.stringMatching(/json/)]);
  expect(((await get.json()) as GqlBody).data).toEqual({ registrationEnabled: true });
  const post = await fetch(`${BASE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: BROWSER_ACCEPT }, body: JSON.stringify({ query: '{ registrationEnabled }' }) });
  expect(((await post.json()) as GqlBody).data).toEqual({ registrationEnabled: true });
  const tool = await fetch(`${BASE}/graphql`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
  expect([tool.status, tool.headers.get('content-type')]).toEqual([400, expect.stringMatching(/json/)]);
  expect(await tool.text()).not.toMatch(/apollographql|<html/i);
});
