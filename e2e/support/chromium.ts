/**
 * Debian's Chromium, launched as on every machine here (shared/notes/dependencies.md): without the
 * background-networking flags it keeps calling out of a closed network. The browser tests and the
 * bench's first-visit count use it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
