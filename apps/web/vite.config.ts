import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { brochuresPlugin } from './build/brochures';
import { devFaviconsPlugin } from './build/favicons';
import { precompressPlugin } from './build/precompress';
import { textGroupsCheckPlugin } from './build/textGroupsCheck';

// The server (port 8080) answers the API, the dev outbox and the OAuth endpoints. changeOrigin stays
// false so that it sees the browser's Host header and picks the same variant as in production.
const backend = { target: 'http://localhost:8080', changeOrigin: false };
const proxy = { '/api': backend, '/dev': backend, '/oauth': backend };

/** The page chunks of the screens a first visit lands on (src/app/router.tsx), by file name. */
const firstScreens = /^assets\/(LoginPage|DashboardPage)-/;

export default defineConfig({
  // precompress last: it compresses what the other plugins wrote too.
  plugins: [react(), devFaviconsPlugin(), brochuresPlugin(), textGroupsCheckPlugin(), precompressPlugin()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // For the prerender (build/prerender.ts), which deletes it: which styles each page's chunks need.
    manifest: true,
    // Every browser the app supports knows modulepreload, so no polyfill. A lazy chunk's own imports
    // are fetched beside it only for the screens people land on first (the login, the dashboard);
    // the list of every other page's imports would cost the entry 2.6 KB gzipped, and those pages
    // fetch them after their own chunk instead (issue 12: at most 100 KB on a first visit).
    modulePreload: { polyfill: false, resolveDependencies: (chunk, imports) => (firstScreens.test(chunk) ? imports : []) },
    // Everything the entry imports statically goes into the entry's own file. Rolldown would split
    // what lazy pages share with it into some twenty small files, and on a phone over HTTP/1.1 each
    // round of six costs a round trip before the first paint (Lighthouse mobile: FCP was about
    // 3.1 s, now 2.4 s).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
});
