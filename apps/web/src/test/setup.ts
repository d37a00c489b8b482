import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady, loadTextGroups } from '../lib/i18n/i18n';
import { textGroups } from '../lib/i18n/resources';

// jsdom has no modal dialogs: they open and close like the browser's (components/ui/Modal).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// Each test renders into a fresh document.
afterEach(() => cleanup());

// The start locale's texts arrive by dynamic import, as in the browser; every test starts with them,
// every screen group's too (the router loads a page's groups with it, and these tests render pages alone).
await i18nReady;
await loadTextGroups(textGroups);
