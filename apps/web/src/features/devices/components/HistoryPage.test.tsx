import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HistoryPage from './HistoryPage';

const device = (key: string, status: 'current' | 'active') => ({
  key,
  browser: 'Firefox 128',
  os: key,
  location: { city: null, country: null },
  first_seen_at: '2026-01-01T10:00:00.000Z',
  last_seen_at: '2026-01-02T10:00:00.000Z',
  services: status === 'active' ? [{ client_id: 'demo-partner', name: 'Demo Partner' }] : [],
  status,
  session_count: status === 'active' ? 2 : 1,
});
const event = (id: number) => ({ id, type: 'signed_in', at: '2026-01-02T10:00:00.000Z', browser: null, os: null, location: { city: null, country: null }, client_id: null });

function serve(options: { failLogOut?: boolean; stepUp?: boolean } = {}) {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/devices' && (init?.method ?? 'GET') === 'GET') return json({ data: [device('Windows', 'current'), device('Android', 'active')], history_enabled: false });
    if (path.startsWith('/api/devices/') && options.stepUp) return json({ code: 'mfa.step_up_required', message: 'x' }, 403);
    if (path.startsWith('/api/devices/')) return options.failLogOut ? json({ code: 'server.error', message: 'x' }, 500) : json({ ended: 2 });
    if (path === '/api/security-events?limit=20') return json({ data: Array.from({ length: 20 }, (_, i) => event(40 - i)), next: 21 });
    if (path === '/api/security-events?limit=20&before=21') return json({ data: [event(5)], next: null });
    return json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(entry = '/security/history') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/security/history', element: <HistoryPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => void i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('HistoryPage', () => {
  it('lists the devices with their status, counts, services and the not-found location texts', async () => {
    serve();
    renderPage();
    const list = await screen.findByRole('list', { name: 'My devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Current session')).toBeTruthy();
    expect(within(items[1]!).getByText('Active')).toBeTruthy();
    expect(within(items[1]!).getByText('Demo Partner')).toBeTruthy();
    expect(within(items[1]!).getByText('2')).toBeTruthy();
    expect(within(items[0]!).getByText('Unknown city, Unknown country')).toBeTruthy();
  });

  it('logs out one device with the spec’s toast, or its error text', async () => {
    const fetch = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out: Firefox 128 on Android' }));
    expect(await screen.findByText('One device was signed out.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/devices/Android', expect.objectContaining({ method: 'DELETE' }));
  });

  it('shows the spec’s error when logging out fails', async () => {
    serve({ failLogOut: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out: Firefox 128 on Android' }));
    expect(await screen.findByText('Something went wrong. Unable to sign out.')).toBeTruthy();
  });

  it('asks for a step-up before ending another device, then ends it on the way back', async () => {
    serve({ stepUp: true });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out: Firefox 128 on Android' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/mfa/methods'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toMatchObject({ single: 'true', redirect: '/security/history', action: 'logOutDevice', targetMfaId: 'Android' });
    expect(screen.queryByText('Something went wrong. Unable to sign out.')).toBeNull();
  });

  it('carries out the log-out it came back for, once', async () => {
    const fetch = serve();
    const router = renderPage('/security/history?action=logOutDevice&targetMfaId=Android');
    expect(await screen.findByText('One device was signed out.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([path]) => path === '/api/devices/Android')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
  });

  it('signs this browser out without a step-up', async () => {
    const fetch = serve({ stepUp: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out: Firefox 128 on Windows' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/token', expect.objectContaining({ method: 'DELETE' })));
    expect(fetch.mock.calls.some(([path]) => path === '/api/devices/Windows')).toBe(false);
  });

  it('loads the security history 20 at a time', async () => {
    serve();
    renderPage();
    const history = await screen.findByRole('list', { name: 'Security history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
