import { defineConfig } from 'vitest/config';

// The browser tests are Playwright's (tests/*.spec.ts); vitest runs the unit tests of their support code.
export default defineConfig({ test: { name: 'e2e-support', include: ['support/**/*.test.ts'] } });
