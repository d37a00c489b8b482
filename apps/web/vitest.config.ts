import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactOnPreact } from './build/reactOnPreact';

// The tests render with Preact, as the browser does (build/reactOnPreact.ts). For the aliases to
// reach the libraries too, they are loaded as ES modules through Vite rather than by Node's require:
// the `module` condition picks react-router's ESM build, testing-library's is named outright.
const testingLibraryEsm = { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' };

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['module', 'browser', 'development'], alias: [testingLibraryEsm, ...reactOnPreact] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    server: { deps: { inline: true } },
  },
});
