import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/App';
import { parseHashLogin } from './app/guard/hashLogin';
import { createAppRouter, preloadPage } from './app/router';
import { i18nReady } from './lib/i18n/i18n';
import { applyVariant } from './app/variantAssets';
import { startHashLogin } from './features/session/hashLogin';

async function start(): Promise<void> {
  applyVariant();
  // The page's bundle and (from i18n's import) the texts download while the session is checked.
  preloadPage(window.location.pathname);
  // A hash login decides which session the app starts with: the router must not see it first.
  const handover = await startHashLogin();
  if (handover === 'reloading') return;
  // A hand-over arriving in a running app starts the page over, to be handled as above.
  window.addEventListener('hashchange', () => {
    if (parseHashLogin(window.location.hash)) window.location.reload();
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  // Creating the router runs the guard's session check at once, beside the texts' download.
  let app: ReactElement;
  if (handover) {
    const { HandoverScreen } = await import('./features/session/handover/HandoverScreen');
    app = <HandoverScreen {...handover} />;
  } else {
    app = <App router={createAppRouter()} />;
  }
  await i18nReady;
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}

void start();
