/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import type { Plugin } from 'vite'

/**
 * The app's script is fetched at low priority: the landing pages come with
 * their first screen drawn by the server (internal/httpapi/first_screen.go),
 * so on a slow phone the stylesheet and the first cover go first and the
 * script, which only takes that screen over, after them.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'low-priority-entry',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
  }
}

// The Go binary embeds web/dist and serves it on the same origin as /api.
// In development, `npm run dev` proxies /api to a locally running binary.
export default defineConfig({
  plugins: [react(), tailwindcss(), lowPriorityEntry()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
})
