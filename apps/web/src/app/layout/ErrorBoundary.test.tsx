import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Page() {
  if (broken) throw new Error('chunk failed to load');
  return <p>The page</p>;
}

const draw = (resetKey: string) => (
  <ErrorBoundary resetKey={resetKey} fallback={(error) => <p role="alert">{String(error)}</p>}>
    <Page />
  </ErrorBoundary>
);

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows the failure of a page that cannot draw, and the next location draws again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    const { rerender } = render(draw('first'));
    expect(screen.getByRole('alert').textContent).toBe('Error: chunk failed to load');
    broken = false;
    rerender(draw('first'));
    expect(screen.queryByText('The page')).toBeNull();
    rerender(draw('second'));
    expect(screen.getByText('The page')).toBeTruthy();
  });
});
