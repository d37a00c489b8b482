import { StrictMode, startTransition, type ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import type { AppRouter } from './router';

/**
 * Renders the app's first screen. A transition lets React render it in slices of a few
 * milliseconds, so a phone's main thread stays answerable while the drawn page is still shown; but
 * React Router's provider reads the router's state when it renders and subscribes only when it
 * commits, and the router keeps its first update for a late subscriber only when nobody listened
 * (main's routerReady does). A router that finished its first load between two slices left the
 * loading screen up for good (CI of stop 41: 8 pages stuck on "Loading…"). So the first screen is
 * sliced only once the router has loaded (main waits for it where the server sent the page drawn);
 * otherwise it renders in one go, which subscribes in the same task as it reads.
 */
export function renderFirstScreen(root: Root, app: ReactElement, router: AppRouter | null): void {
  const render = () => root.render(<StrictMode>{app}</StrictMode>);
  if (router === null || router.state.initialized) startTransition(render);
  else render();
}
