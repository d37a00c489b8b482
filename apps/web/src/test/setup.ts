import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady } from '../lib/i18n/i18n';

// jsdom has no modal dialogs: they open and close like the browser's (components/ui/Modal).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// Each test renders into a fresh document.
afterEach(() => cleanup());

// The start locale's texts arrive by dynamic import, as in the browser; every test starts with them.
await i18nReady;
