import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/App';
import { parseHashLogin } from './app/guard/hashLogin';
import { createAppRouter } from './app/router';
import { applyVariant } from './app/variantAssets';
import { HandoverScreen } from './features/session/handover/HandoverScreen';
import { startHashLogin } from './features/session/hashLogin';

async function start(): Promise<void> {
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
  createRoot(root).render(<StrictMode>{handover ? <HandoverScreen {...handover} /> : <App router={createAppRouter()} />}</StrictMode>);
}

void start();
