import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady } from '../lib/i18n/i18n';

// Each test renders into a fresh document.
afterEach(() => cleanup());

// The start locale's texts arrive by dynamic import, as in the browser; every test starts with them.
await i18nReady;
