import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyFeedRequestScript } from './src/features/feed/earlyRequest';

/**
 * The modules preloaded beside the entry are fetched at low priority: the first paint is the static shell and needs
 * none of them, and on a phone's few connections the first picture (a Link preload from the server) and the feed's
 * first page (index.html's early request) should go first. The entry script keeps its default high priority.
 * Lighthouse's simulation counts every high-priority script that arrived before the first paint as blocking it,
 * though module scripts never block painting: with these at high priority its first contentful paint of /feed swung
 * between 0.65 s and 2.4 s from run to run on the same build (bench/RESULTS.md).
 */
const PRELOAD_PRIORITY = 'low';

/**
 * The feed is the landing page but a lazily loaded route: without a hint its chunk is only requested once the entry
 * has run. This adds <link rel="modulepreload"> for the feed page's chunk and the chunks it imports to index.html, so
 * they download in parallel with the entry, inlines the stylesheets of the entry and of the feed as <style>, and
 * starts a visitor's first feed request from an inline script.
 */
function preloadFeedChunk(): Plugin {
  return {
    name: 'purlwise-preload-feed',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const feed = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/pages/feed/FeedPage.tsx')));
        if (!feed) return { html, tags: [] };
        // The feed chunk and everything it imports statically, transitively (each import is another round trip).
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const needed = new Set<string>();
        const visit = (name: string) => {
          if (needed.has(name)) return;
          needed.add(name);
          for (const dep of byName.get(name)?.imports ?? []) visit(dep);
        };
        visit(feed.fileName);
        const already = new Set(html.match(/\/assets\/[^"]+/g) ?? []);
        const files = [...needed].map((f) => `/${f}`).filter((f) => !already.has(f));
        const css = [...new Set([...needed].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]))].filter((f) => !already.has(`/${f}`));
        // The stylesheets the first paint needs are inlined: with no stylesheet to wait for, the browser paints the
        // static header as soon as the HTML is parsed, before the scripts arrive. The server allows exactly these
        // <style> blocks by their hashes in its CSP (server/src/common/http-guards.ts).
        const source = (file: string) => {
          const asset = ctx.bundle?.[file];
          return asset && asset.type === 'asset' ? String(asset.source) : null;
        };
        // Every chunk the feed needs is preloaded, the largest first: a phone opens a few connections, and the longest
        // download should not wait for one to free up behind small ones. Vite's own preloads (the entry's imports)
        // are taken out of the page and put back in this order with the feed's.
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
        const size = (href: string) => { const c = byName.get(href.slice(1)); return c?.type === 'chunk' ? c.code.length : 0; };
        const entry = html.match(/<script type="module" crossorigin src="([^"]+)">/)?.[1];
        const ordered = [...new Set([...preloads, ...files])].filter((f) => f !== entry).sort((a, b) => size(b) - size(a));
        const inlined = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const text = source(file);
          return text === null ? tag : `<style>${text}</style>`;
        }).replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
        return {
          html: inlined,
          tags: [
            // First in <head>: the feed's first page is asked for while the scripts download (earlyRequest.ts). The
            // server's CSP allows this inline script by its hash, as the <style> blocks.
            { tag: 'script', children: earlyFeedRequestScript(), injectTo: 'head-prepend' as const },
            ...ordered.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', fetchpriority: PRELOAD_PRIORITY, crossorigin: true, href }, injectTo: 'head' as const })),
            ...css.flatMap((f) => { const text = source(f); return text === null ? [] : [{ tag: 'style', children: text, injectTo: 'head' as const }]; }),
          ],
        };
      },
    },
  };
}

/**
 * GraphiQL's stylesheet inlines its fonts (Roboto, Fira Code) as data: URLs, which the server's CSP does not allow
 * in font-src: they are dropped, and the explorer sets the system's fonts instead (pages/explorer/explorer.css).
 */
function graphiqlWithoutFonts(): Plugin {
  return {
    name: 'purlwise-graphiql-without-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/graphiql\/dist\/style\.css$/.test(id.split('?')[0])) return null;
      return { code: code.replace(/@font-face\s*\{[^}]*\}/g, ''), map: null };
    },
  };
}

/**
 * The service worker (Workbox, generated at build time as sw.js) and the web manifest (issue #26 point 4). It
 * precaches the shell (index.html), every route's chunk and stylesheet and the icons, so a page visited before opens
 * offline, and navigations offline get the cached index.html. Nothing else is cached: GraphQL answers are the
 * offline feature's (client/src/features/offline), and pictures may live on another origin. The app registers it
 * after its first render (app/serviceWorker.ts); the server serves sw.js no-cache (server/src/delivery.ts).
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'Purlwise',
      short_name: 'Purlwise',
      description: "A home for knitters' yarn, patterns, details, models and gauge calculators.",
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#fbf6ee',
      theme_color: '#fbf6ee',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The precompressed twins (.br, .gz) are the server's business: the worker keeps one copy of each file.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: '/index.html',
      // Server routes a browser may navigate to (REST, GraphQL, pictures, health checks) always go to the network;
      // /graphql alone is the API explorer, a page of this app, so it opens offline too. /oauth/ is the authorisation
      // server, except the consent and error pages, which are the client's.
      navigateFallbackDenylist: [/^\/api\//, /^\/graphql(?!\/?$)/, /^\/images\//, /^\/(healthz|readyz)$/, /^\/oauth\/(?!consent\/|error\b)/],
      cleanupOutdatedCaches: true,
      // A new build's worker takes over at once; a tab still on the old build reloads once when a chunk it asks
      // for is gone (app/RouteError.tsx).
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}

type ModuleGraph = {
  getModuleInfo(id: string): { code: string | null; exports: readonly string[]; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/**
 * Barrels that re-export many modules, of which a page uses a few: the generated hooks and documents, and graphql-js.
 * Following all their imports would put every page's queries in the landing chunk.
 */
const BARREL = /\/src\/gql\/(hooks|graphql|index|gql)\.ts$|\/node_modules\/graphql\/(index|[a-z]+\/index)\.mjs$/;

/**
 * Every module the landing page needs, the entry's and the feed page's, in one chunk beside the entry. Left to itself
 * the bundler cuts them into some thirty chunks (each module goes with the set of pages that share it), and a phone
 * on a slow network pays a round trip for each before the first card can render (bench/RESULTS-api.md).
 *
 * The modules are those the entry and the feed page import, transitively. Through a barrel, only the modules that
 * export a name the importer asks for are followed (read from its `import { ... } from` lines).
 */
function landingChunk() {
  const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const entry = source('./src/main.tsx');
  let landing: Set<string> | undefined;
  return (id: string, ctx: ModuleGraph): string | null => {
    // The names a module imports from `barrel` (its `import { a, b as c } from '...'` lines whose source names it).
    const namesFrom = (code: string, barrel: string) => {
      const path = barrel.replace(/\.(m?js|tsx?)$/, '').replace(/\/index$/, '');
      return new Set([...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)]
        .filter((m) => path.endsWith(`/${m[2].replace(/^(\.\.?\/)+/, '')}`))
        .flatMap((m) => m[1].split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean)));
    };
    const reach = (from: string, seen: Set<string>, wanted?: Set<string>) => {
      if (seen.has(from)) return;
      const info = ctx.getModuleInfo(from);
      if (!info) return;
      if (BARREL.test(from)) {
        // A barrel is not itself kept; what it re-exports is followed for the names wanted.
        for (const next of info.importedIds) {
          if (info.dynamicallyImportedIds.includes(next)) continue;
          const target = ctx.getModuleInfo(next);
          if (BARREL.test(next)) reach(next, seen, wanted);
          else if (target && wanted && target.exports.some((e) => wanted.has(e))) reach(next, seen);
        }
        return;
      }
      seen.add(from);
      for (const next of info.importedIds) {
        if (!info.dynamicallyImportedIds.includes(next)) reach(next, seen, BARREL.test(next) ? namesFrom(info.code ?? '', next) : undefined);
      }
    };
    if (!landing) {
      landing = new Set();
      reach(entry, landing);
      reach(source('./src/pages/feed/FeedPage.tsx'), landing);
    }
    return id !== entry && landing.has(id) ? 'landing' : null;
  };
}

export default defineConfig({
  // Precompressed twins (.br, .gz) of every text asset, served by the server's express-static-gzip.
  plugins: [graphiqlWithoutFonts(), react(), preloadFeedChunk(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 512 }), serviceWorker()],
  // The shared rules are compiled from source, as jest does, so no core build is needed first.
  // react-style-singleton (under GraphiQL's dialogs) writes <style> elements, which the CSP blocks: the same API on
  // constructed stylesheets instead (src/lib/styleSingleton.ts).
  resolve: {
    alias: {
      '@purlwise/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)),
      'react-style-singleton': fileURLToPath(new URL('./src/lib/styleSingleton.ts', import.meta.url)),
    },
  },
  build: { rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: landingChunk() }] } } } },
  server: { proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/images': 'http://localhost:4000' } },
});
