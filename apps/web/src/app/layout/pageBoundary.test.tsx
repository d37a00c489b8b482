import { act, render } from '@testing-library/react';
import { createContext, lazy, useContext, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { pageBoundary } from './pageBoundary';

// The router's outlet: the page arrives through context, the layout above it does not draw again.
const Page = createContext<ReactNode>(null);
function Outlet() {
  return <>{useContext(Page)}</>;
}
const layout = (
  <main>
    <Outlet />
  </main>
);

describe('pageBoundary', () => {
  it('draws the next page at once when it replaces a page still loading its bundle', async () => {
    let loaded: (module: { default: () => ReactElement }) => void = () => undefined;
    const Slow = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (loaded = resolve)));
    const Next = () => <p>next page</p>;
    const draw = (page: ReactElement) => <Page.Provider value={pageBoundary(page)}>{layout}</Page.Provider>;

    const { container, rerender } = render(draw(<Slow />));
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    rerender(draw(<Next />));
    expect(container.textContent).toBe('next page');
    await act(async () => loaded({ default: () => <p>slow page</p> }));
    expect(container.textContent).toBe('next page');
  });
});
