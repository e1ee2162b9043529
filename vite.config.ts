import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
