import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { applyVariant } from './app/variantAssets';
import { adoptHashLogin } from './features/session/hashLogin';

async function start(): Promise<void> {
  applyVariant();
  // A hash login reloads the page without the hash: the router must not see that URL first.
  if (await adoptHashLogin()) return;
  window.addEventListener('hashchange', () => void adoptHashLogin());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
