import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.PITCHCRAFT_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // /assets/ belongs to the presentation assets the server serves; the app's own files go to /static/.
  build: { target: 'es2022', sourcemap: false, assetsDir: 'static', chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/trpc', '/assets', '/content', '/webhooks', '/dev', '/healthz'].map((path) => [path, { target: api, changeOrigin: false }]),
    ),
  },
});
