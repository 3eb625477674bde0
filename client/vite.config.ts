import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * The feed is the landing page but a lazily loaded route: without a hint its chunk is only requested once the entry
 * has run. This adds <link rel="modulepreload"> for the feed page's chunk and the chunks it imports to index.html, so
 * they download in parallel with the entry.
 */
function preloadFeedChunk(): Plugin {
  return {
    name: 'purlwise-preload-feed',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const feed = chunks.find((c) => c.facadeModuleId?.endsWith('/pages/feed/FeedPage.tsx'));
        if (!feed) return html;
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
        const css = [...needed].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])])
          .map((f) => `/${f}`).filter((f) => !already.has(f));
        return [
          ...files.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' as const })),
          ...css.map((href) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

export default defineConfig({
  // Precompressed twins (.br, .gz) of every text asset, served by the server's express-static-gzip.
  plugins: [react(), preloadFeedChunk(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 512 })],
  // The shared rules are compiled from source, as jest does, so no core build is needed first.
  resolve: { alias: { '@purlwise/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) } },
  server: { proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/images': 'http://localhost:4000' } },
});
