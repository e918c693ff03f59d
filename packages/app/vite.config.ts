import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../workspace-aliases';

// The server (packages/server) serves dist/ at / with an SPA fallback; in development the
// Vite server forwards /api to it.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3003', changeOrigin: true },
    },
  },
});
