import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import SecureAccountPage from './SecureAccountPage';

const token = 'T'.repeat(43);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderAt(entry: string | { pathname: string; state: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/secure-account', element: <SecureAccountPage /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('SecureAccountPage', () => {
  it('does nothing on opening the link; the button POSTs the token, then says what was done', async () => {
    const fetch = vi.fn(async () => json({ sessions_ended: 3, devices_untrusted: 1, apps_revoked: 2, reset_sent: true }));
    vi.stubGlobal('fetch', fetch);
    const router = renderAt(`/secure-account#secure=${token}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Secure your account');
    expect(fetch).not.toHaveBeenCalled();
    // The token leaves the address bar.
    await vi.waitFor(() => expect(router.state.location.hash).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Your account is secured' })).textContent).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/not-me', expect.objectContaining({ method: 'POST', body: JSON.stringify({ token }) }));
    expect(screen.getByRole('status').textContent).toContain('(3 sessions), removed 1 trusted devices and revoked 2 partner apps');
    expect(screen.getByText(/Check your e-mail/)).toBeTruthy();
  });

  it('reports a notice of the signed-in owner by its id', async () => {
    const fetch = vi.fn(async () => json({ sessions_ended: 1, devices_untrusted: 0, apps_revoked: 0, reset_sent: true }));
    vi.stubGlobal('fetch', fetch);
    renderAt({ pathname: '/secure-account', state: { notification: 7 } });
    fireEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
    await screen.findByRole('heading', { level: 1, name: 'Your account is secured' });
    expect(fetch).toHaveBeenCalledWith('/api/notifications/7/not-me', expect.objectContaining({ method: 'POST' }));
  });

  it('shows the translated error of a used or expired link', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ code: 'notifications.link_expired', message: '' }, 400)));
    renderAt(`/secure-account#secure=${token}`);
    fireEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/expired or was already used/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link no longer works');
  });

  it('explains an incomplete link', () => {
    renderAt('/secure-account');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link is incomplete');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
