/**
 * The request for a visitor's first feed page that index.html sends itself, before the app's scripts have arrived
 * (built into index.html by client/vite.config.ts; imported only there, at build time).
 *
 * On a phone the scripts take about a second and a half to arrive; the feed's first page used to be asked for only
 * once they had run, so its answer and then the first pictures came after them: the page's largest paint (issue
 * #11). The script below starts the same request as the page is parsed. It is sent only when the feed's first query is
 * known without the app: on / or /feed, for a visitor (no access token) with no remembered filter or sort. The app
 * then answers its own first feed query with it (prefetch.ts, and earlyLink in app/apollo.ts): one request, earlier.
 *
 * When the answer comes, the first card's picture is preloaded at high priority, so it downloads while the scripts are
 * still arriving: with pictures, the first card's photo is the page's largest paint, and it used to be asked for only
 * once React had rendered the cards. The next cards' pictures are not: none can show before the scripts have run, and
 * on a phone's slow network every byte fetched before then delays the scripts, and so every card (bench/RESULTS-api.md).
 * React asks for them, eagerly, as it renders their cards (EAGER_CARDS).
 */
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { FeedPageDocument } from '../../gql/graphql';
import { TOKEN_KEY } from '../auth/session';
import { FILTER_STORAGE_KEY, SORT_STORAGE_KEY } from '../library/preferences';
import { EARLY_FEED_GLOBAL, defaultFeedVariables } from './prefetch';
import { REQUEST_TIMEOUT_MS } from '@purlwise/core';

/** The body of the request, as Apollo Client would send it (with the __typename fields its cache adds). */
export function earlyFeedRequestBody(): string {
  return JSON.stringify({ operationName: 'FeedPage', variables: defaultFeedVariables(), query: print(addTypenameToDocument(FeedPageDocument)) });
}

/** The inline script of index.html: plain ES5-era JavaScript, allowed by the server's CSP by its hash. */
export function earlyFeedRequestScript(): string {
  const keys = JSON.stringify([TOKEN_KEY, FILTER_STORAGE_KEY, SORT_STORAGE_KEY]);
  return `(function(){try{var p=location.pathname,s=window.localStorage;`
    + `if((p!=='/'&&p!=='/feed')||${keys}.some(function(k){return s.getItem(k)!==null}))return;`
    + `window.${EARLY_FEED_GLOBAL}=fetch('/graphql',{method:'POST',credentials:'same-origin',`
    + `headers:{'content-type':'application/json',accept:'application/graphql-response+json,application/json'},`
    + `body:${JSON.stringify(earlyFeedRequestBody())},signal:AbortSignal.timeout(${REQUEST_TIMEOUT_MS})})`
    + `.then(function(r){return r.ok?r.json():null}).then(function(r){return r&&r.data&&!r.errors?r:null},function(){return null})`
    + `.then(function(r){try{var f=r&&r.data.publicKnitItems.nodes.length?r.data.publicKnitItems.nodes[0].firstPicture:null;`
    + `if(f){var l=document.createElement('link');l.rel='preload';l.as='image';`
    + `l.href=f.thumbnailUrl;l.setAttribute('fetchpriority','high');document.head.appendChild(l)}}catch(e){}return r})`
    + `}catch(e){}})();`;
}
