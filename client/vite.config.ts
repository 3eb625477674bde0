import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The shared rules are compiled from source, as jest does, so no core build is needed first.
  resolve: { alias: { '@purlwise/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) } },
  server: { proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/images': 'http://localhost:4000' } },
});
