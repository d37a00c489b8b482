import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/App';
import { parseHashLogin, startHashLogin } from './features/sign-in';
import { loadHandoverScreen } from './features/sign-in/routes';
import { createAppRouter, routerReady, type AppRouter } from './app/router';
import { renderFirstScreen } from './app/renderFirstScreen';
import { i18nReady } from './lib/i18n/i18n';
import { applyVariant } from './lib/variant/variantAssets';

/** Ends the current task: a phone's main thread stays answerable between the steps of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // The bundle's evaluation was one long task already; the start-up runs in tasks of its own.
  await nextTask();
  applyVariant();
  // A hash login decides which session the app starts with: the router must not see it first.
  const handover = await startHashLogin();
  if (handover === 'reloading') return;
  // A hand-over arriving in a running app starts the page over, to be handled as above.
  window.addEventListener('hashchange', () => {
    if (parseHashLogin(window.location.hash)) window.location.reload();
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  // Creating the router runs the guard's session check and loads the page's bundle at once, beside
  // the texts' download.
  let app: ReactElement;
  let router: AppRouter | null = null;
  let ready: Promise<void> = Promise.resolve();
  if (handover) {
    const { HandoverScreen } = await loadHandoverScreen();
    app = <HandoverScreen {...handover} />;
  } else {
    router = createAppRouter();
    ready = routerReady(router);
    app = <App router={router} />;
  }
  await nextTask();
  await i18nReady;
  // The server may have sent the page already drawn, inert. The first render replaces #root's
  // content whole, so it then waits for what the page needs: the same page takes its place, not the
  // loading screen.
  if (root.querySelector(':scope > [data-prerendered]')) await ready;
  renderFirstScreen(createRoot(root), app, router);
}

void start();
