import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, launched as on every machine here (shared/notes/dependencies.md): without the
 * background-networking flags it keeps calling out of a closed network. The browser tests and the
 * bench's first-visit count use it.
 *
 * Debian's headless shell of the same Chromium (package chromium-headless-shell, the build
 * Playwright itself runs headless) when it is installed: no browser window to draw and no UI pages
 * of its own, it took a quarter less time over the same specs on CI's 2 cores (docs/performance.md, the test suite).
 * Without it, the full browser runs the same tests.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
