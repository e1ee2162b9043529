import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // Every built file of 1 KB or more also as .br and .gz beside it: the server sends those as they are
  // (server/web/web.routes.ts), so no request pays for compressing the same bytes again.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    // Screens are split with import(); the vendor chunks (MUI, supabase) stay above the default 500 kB warning.
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8787',
      '/auth/v1': 'http://localhost:8787',
      '/storage/v1': 'http://localhost:8787',
      '/config.js': 'http://localhost:8787',
      '/samples': 'http://localhost:8787',
      '/dev': 'http://localhost:8787',
    },
  },
});
