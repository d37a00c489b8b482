import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@portal/contract/user';
import '../../../lib/i18n/i18n';
import SecurityPage from './SecurityPage';
import { userQueryKey } from '../../session';

const user = {
  id: 1,
  firstname: 'Jan',
  totpRecovery: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, used_at: null })),
} as unknown as User;

const methods = [
  { id: 1, method: 'totp', target: null, primary: true },
  { id: 2, method: 'email', target: 'jan@example.com', primary: false },
];

/** The API with the MFA list unreachable until `mfaUp` says otherwise; the rest answers. */
function serve() {
  const state = { mfaUp: false };
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/mfa') {
        if (!state.mfaUp) throw new TypeError('Failed to fetch');
        return json({ data: methods });
      }
      if (path === '/api/user') return json({ data: user });
      return json({ data: [] });
    }),
  );
  return state;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQueryKey, user);
  const router = createMemoryRouter([{ path: '/security', element: <SecurityPage /> }], { initialEntries: ['/security'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SecurityPage', () => {
  it('says the methods could not be loaded, not that there are none, when the API is unreachable, and recovers on retry', async () => {
    const api = serve();
    renderPage();
    const twoStep = screen.getByRole('region', { name: 'Two-step verification' });
    const failure = await within(twoStep).findByRole('alert');
    expect(failure.textContent).toContain('We could not load this part.');
    expect(failure.textContent).toContain('The server cannot be reached. Check your connection and try again.');
    expect(screen.queryByText('You have no verification method yet.')).toBeNull();
    // Whether recovery keys exist is unknown too: no "no authenticator" claim either.
    expect(screen.queryByText(/Recovery keys come with an authenticator app/)).toBeNull();

    api.mfaUp = true;
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Try again' }));
    expect(await within(twoStep).findByText('jan@example.com')).toBeTruthy();
    expect(within(twoStep).queryByRole('alert')).toBeNull();
    expect(await screen.findByText('10 of 10 recovery keys unused')).toBeTruthy();
  });

  it('announces loading, then shows the empty text only for an account that really has no method', async () => {
    const api = serve();
    api.mfaUp = true;
    vi.mocked(fetch).mockImplementation(async (input) =>
      new Response(JSON.stringify({ data: input === '/api/user' ? user : [] }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    renderPage();
    const twoStep = screen.getByRole('region', { name: 'Two-step verification' });
    expect(within(twoStep).getByRole('status').textContent).toContain('Loading…');
    expect(await within(twoStep).findByText('You have no verification method yet.')).toBeTruthy();
    expect(within(twoStep).queryByRole('alert')).toBeNull();
  });
});
