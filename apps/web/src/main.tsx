import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { focusAutoFocusOnMount } from './lib/preact/autoFocus';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/App';
import { parseHashLogin } from './app/guard/hashLogin';
import { createAppNavigation, preloadPage } from './app/router';
import { i18nReady } from './lib/i18n/i18n';
import { applyVariant } from './app/variantAssets';
import { startHashLogin } from './features/session/hashLogin';

/** Ends the current task: a phone's main thread stays answerable between the steps of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

focusAutoFocusOnMount();

async function start(): Promise<void> {
  // The bundle's evaluation was one long task already; the start-up runs in tasks of its own.
  await nextTask();
  applyVariant();
  // The page's bundle and (from i18n's import) the texts download while the session is checked.
  const page = preloadPage(window.location.pathname).catch(() => undefined);
  await nextTask();
  // A hash login decides which session the app starts with: the router must not see it first.
  const handover = await startHashLogin();
  if (handover === 'reloading') return;
  // A hand-over arriving in a running app starts the page over, to be handled as above.
  window.addEventListener('hashchange', () => {
    if (parseHashLogin(window.location.hash)) window.location.reload();
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  // Creating the navigation runs the guard's session check at once, beside the texts' download.
  let app: ReactElement;
  let navigation: ReturnType<typeof createAppNavigation> | null = null;
  if (handover) {
    const { HandoverScreen } = await import('./features/session/handover/HandoverScreen');
    app = <HandoverScreen {...handover} />;
  } else {
    navigation = createAppNavigation();
    app = <App navigation={navigation} />;
  }
  await nextTask();
  await i18nReady;
  const reactRoot = createRoot(root);
  // The server may have sent the page already drawn, inert. The first render replaces #root's
  // content whole, so it then waits for what the page needs: the same page takes its place, not the
  // loading screen. (Preact draws it in one task: it has no transitions to slice it into.)
  if (navigation && root.querySelector(':scope > [data-prerendered]')) await Promise.all([page, navigation.ready]);
  reactRoot.render(<StrictMode>{app}</StrictMode>);
}

void start();
