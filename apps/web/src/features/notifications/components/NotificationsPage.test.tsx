import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import NotificationsPage from './NotificationsPage';

const json = (body: unknown, status = 200) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const newDevice = { id: 2, kind: 'new_device', created_at: '2026-11-22T10:00:00.000Z', read_at: null, device: { browser: 'Firefox', os: 'Windows', ip: '203.0.113.9' }, can_report: true };
const passwordChanged = { id: 1, kind: 'password_changed', created_at: '2026-11-21T10:00:00.000Z', read_at: '2026-11-21T11:00:00.000Z', device: null, can_report: false };

function serve(list: () => Response) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/notifications' && (init?.method ?? 'GET') === 'GET') return list();
    if (path === '/api/notifications/read') return new Response(null, { status: 204 });
    return json({ code: 'not_found', message: '' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/user/notifications', element: <NotificationsPage /> }], { initialEntries: ['/user/notifications'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsPage', () => {
  it('lists the notices newest first, marks them read, and offers "This wasn’t me" on an unreported new device', async () => {
    const fetch = serve(() => json({ data: [newDevice, passwordChanged], unread: 1 }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Security notifications' });
    const [first, second, ...rest] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('Expected two notifications');
    const items = [first, second, ...rest];
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'New sign-in from a device your account had not used before New',
      'Your password was changed',
    ]);
    expect(first.textContent).toContain('From Firefox, Windows · 203.0.113.9');
    const notMe = within(first).getByRole('link', { name: /This wasn’t me: secure my account/ });
    expect(notMe.getAttribute('href')).toBe('/secure-account');
    expect(within(second).queryByRole('link')).toBeNull();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/notifications/read', expect.objectContaining({ method: 'POST' })));
  });

  it('says so when there is nothing, and does not mark anything read', async () => {
    const fetch = serve(() => json({ data: [], unread: 0 }));
    renderPage();
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalledWith('/api/notifications/read', expect.anything());
  });

  it('shows a load error with a retry, never the empty text', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
    expect(screen.queryByText(/No notifications yet/)).toBeNull();
  });
});
