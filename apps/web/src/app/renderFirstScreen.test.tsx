import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderFirstScreen } from './renderFirstScreen';
import { routerReady } from './router';

/** A component that takes 8 ms to render, so that a sliced render yields to the event loop after it. */
function Slow() {
  const until = performance.now() + 8;
  while (performance.now() < until);
  return null;
}

/**
 * A router whose first page load ends 20 ms after it starts, in the middle of a slow render. As in
 * main.tsx, routerReady listens to it from the start: the router then hands its first update to that
 * listener, not to the provider that subscribes later.
 */
function routerLoadingFor20ms() {
  const router = createMemoryRouter([
    {
      path: '/',
      hydrateFallbackElement: <p>Loading…</p>,
      loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 20)),
      element: <p>The page</p>,
    },
  ]);
  void routerReady(router);
  return router;
}

const slowApp = (router: ReturnType<typeof routerLoadingFor20ms>) => (
  <>
    <RouterProvider router={router} />
    {Array.from({ length: 12 }, (_, index) => <Slow key={index} />)}
  </>
);

/** The text #root shows once React and the router have nothing left to do. */
async function settledText(container: HTMLElement): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  return container.textContent ?? '';
}

describe('the first screen', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    // Real scheduling: act() would render in one go and hide the race.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('shows the page when the router finishes loading while the app renders', async () => {
    const router = routerLoadingFor20ms();
    renderFirstScreen(root, slowApp(router), router);
    expect(await settledText(container)).toBe('The page');
  });

  it('is sliced once the router has loaded', async () => {
    const router = routerLoadingFor20ms();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.initialized).toBe(true);
    renderFirstScreen(root, slowApp(router), router);
    expect(await settledText(container)).toBe('The page');
  });

  // Why renderFirstScreen does not always slice: the provider reads the router's state in a slice
  // and subscribes at the commit, so a load that ends in between is never drawn.
  it('would keep the loading screen for good if an unready router were rendered in slices', async () => {
    const router = routerLoadingFor20ms();
    startTransition(() => root.render(slowApp(router)));
    expect(await settledText(container)).toBe('Loading…');
    expect(router.state.initialized).toBe(true);
  });
});
