import type { Alias } from 'vite';

/**
 * The app is written against React 19's API and typed by @types/react, but the browser gets
 * Preact 11 through preact/compat: react-dom alone weighed about 63 KB of the first visit's
 * gzipped JavaScript, Preact about 9 KB (issue 12, target 5: a first visit within 100 KB).
 * The client build, the prerender and the unit tests all resolve React through these aliases, so
 * one runtime is tested and shipped. react and react-dom stay installed for their types and for
 * the libraries that declare them as peers.
 *
 * Where Preact differs, the app bends to what both do: `autoFocus` is applied by
 * lib/preact/autoFocus.ts; a form's `onInput`, not `onChange`, sees each keystroke; every lazy
 * page renders under a Suspense boundary.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // react-i18next's shim of useSyncExternalStore, which preact/compat has.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
