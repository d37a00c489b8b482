import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import { BankingSection } from './BankingSection';

const current = { masked: 'BE•• •••• •••• 6769', country: 'BE' };
const pending = { masked: 'NL•• •••• •••• •• 4300', country: 'NL', effective_at: '2026-11-25T10:00:00.000Z' };

interface Api {
  state?: { iban: typeof current | null; pending: typeof pending | null };
  getStatus?: number;
  putStatus?: number;
  sudo?: boolean;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let calls: { method: string; path: string; body?: unknown }[] = [];

function serve({ state = { iban: null, pending: null }, getStatus = 200, putStatus = 200, sudo = true }: Api = {}) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(init.body as string) : undefined });
      if (path === '/api/mfa/status') return json(200, { need_card: false, single: true, sudo, setup: null, reminder: null });
      if (method === 'PUT') return putStatus === 200 ? json(200, { data: { iban: state.iban, pending } }) : json(putStatus, { code: 'server.error', message: 'x' });
      if (method === 'DELETE') return json(200, { data: { iban: state.iban, pending: null } });
      return getStatus === 200 ? json(200, { data: state }) : json(getStatus, { code: 'server.error', message: 'x' });
    }),
  );
}

function renderSection() {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <BankingSection /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

/** The button once the IBAN has loaded (it is disabled before). */
async function addButton() {
  const button = await screen.findByRole('button', { name: /Add an IBAN|Change IBAN/ });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

async function openForm() {
  fireEvent.click(await addButton());
  return screen.findByLabelText('IBAN');
}

describe('BankingSection', () => {
  it('says when there is no IBAN yet, and shows an error with a retry when it cannot load', async () => {
    serve();
    renderSection();
    expect(await screen.findByText('You have not added an IBAN yet.')).toBeTruthy();

    serve({ getStatus: 500 });
    renderSection();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('shows the IBAN masked with its country name, and a waiting change with its date', async () => {
    serve({ state: { iban: current, pending } });
    renderSection();
    expect(await screen.findByText('BE•• •••• •••• 6769')).toBeTruthy();
    expect(screen.getByText('Belgium')).toBeTruthy();
    expect(screen.getByText(/New IBAN NL•• •••• •••• •• 4300 \(Netherlands\) reaches partner apps on/)).toBeTruthy();
  });

  it('refuses an invalid IBAN in the browser with the spec text, sending nothing', async () => {
    serve();
    renderSection();
    fireEvent.input(await openForm(), { target: { value: 'BE71 0961 2345 6768' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The provided IBAN is invalid.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves a valid IBAN and says "IBAN updated"', async () => {
    serve();
    renderSection();
    fireEvent.input(await openForm(), { target: { value: 'be71 0961 2345 6769' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('IBAN updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ iban: 'be71 0961 2345 6769' });
    expect(screen.getByText(/New IBAN NL•• •••• •••• •• 4300/)).toBeTruthy();
  });

  it("says the IBAN couldn't be updated when the server fails", async () => {
    serve({ putStatus: 500 });
    renderSection();
    fireEvent.input(await openForm(), { target: { value: 'BE71 0961 2345 6769' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("IBAN couldn't be updated. Try again later.")).toBeTruthy();
  });

  it('asks for a step-up before opening the form, and comes back to it', async () => {
    serve({ sudo: false });
    const router = renderSection();
    fireEvent.click(await addButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/methods'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toMatchObject({ single: 'true', redirect: 'profile', action: 'editIban' });

    serve();
    await router.navigate('/profile?action=editIban');
    expect(await screen.findByLabelText('IBAN')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('cancels a waiting change', async () => {
    serve({ state: { iban: current, pending } });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this change' }));
    expect(await screen.findByText('The IBAN change was cancelled.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/user/iban/pending')).toBe(true);
    expect(screen.queryByText(/New IBAN/)).toBeNull();
  });
});
