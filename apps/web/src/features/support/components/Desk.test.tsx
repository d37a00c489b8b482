import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportPerson } from '@portal/contract/support-person';
import { i18n } from '../../../lib/i18n/i18n';
import PersonPage from './PersonPage';
import AppsPage from './admin/AppsPage';

const person: SupportPerson = {
  id: 7,
  firstname: 'Carla',
  lastname: 'Caller',
  username: null,
  language: 'en',
  customer: false,
  created_at: '2026-01-01T10:00:00.000Z',
  emails: [{ id: 1, email: 'desk.caller@example.com', default: true, verified: true }],
  phones: [],
  methods: [],
  passkeys: [],
  recovery_keys_left: 0,
  sessions: [],
  history: [],
  apps: [],
  cards: [],
  pending: [],
  recovery_requests: [],
  limits: { captcha_required: false, locked_for_today: false, second_factor_locked: false },
  support_reset: null,
  card_on_account: false,
  closed: null,
};

type Answer = [status: number, body: unknown];
const notFound: Answer = [404, { code: 'not_found', message: 'Not found.' }];
const serverError: Answer = [500, { code: 'server.error', message: 'Internal error.' }];
const agent: Answer = [200, { data: { id: 1, role: 'agent' } }];
const admin: Answer = [200, { data: { id: 2, role: 'admin' } }];

/**
 * The desk's server, answer by answer: each address answers its listed answers in turn, the last
 * one again once they run out. Answers the fetch stub, to count the calls.
 */
function serve(answers: Record<string, Answer[]>) {
  const calls: Record<string, number> = {};
  const fetch = vi.fn(async (path: string) => {
    const address = path.split('?')[0] ?? path;
    const list = answers[address];
    if (!list) throw new Error(`unexpected call: ${path}`);
    const index = Math.min(calls[address] ?? 0, list.length - 1);
    calls[address] = (calls[address] ?? 0) + 1;
    const [status, body] = list[index]!;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls: (address: string) => calls[address] ?? 0 };
}

function renderDesk(path: string, element: React.ReactNode, entry: string | { pathname: string; state: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const openPerson = () => renderDesk('/support/people/:id', <PersonPage />, { pathname: '/support/people/7', state: { reason: 'Ticket 4711: the caller lost her phone' } });

beforeEach(() => void i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the desk closed', () => {
  it('says the desk is for staff when /me answers 404 at once, and asks for nothing else', async () => {
    const server = serve({ '/api/support/me': [notFound] });
    openPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'The support desk is for staff' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with a staff account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my account' })).toBeTruthy();
    expect(screen.queryByText('Your desk session ended')).toBeNull();
    expect(server.calls('/api/support/people/7')).toBe(0);
  });

  it('says the desk session ended when a call answers 404 after /me worked, and /me then answers 404 too', async () => {
    const server = serve({ '/api/support/me': [agent, notFound], '/api/support/people/7': [notFound] });
    openPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your desk session ended' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('sign in again');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
    expect(screen.queryByText('The support desk is for staff')).toBeNull();
    expect(server.calls('/api/support/me')).toBe(2);
  });

  it('says the person is not found when a call answers 404 but /me still answers: the desk is open', async () => {
    serve({ '/api/support/me': [agent], '/api/support/people/7': [notFound] });
    openPerson();
    expect(await screen.findByText('This item could not be found.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Person');
    expect(screen.queryByText('Your desk session ended')).toBeNull();
  });
});

describe('the desk when the server fails', () => {
  it('shows an error with a retry when /me answers 500, never the staff-only screen, and opens once the retry works', async () => {
    serve({ '/api/support/me': [serverError, agent], '/api/support/people/7': [[200, { data: person }]] });
    openPerson();
    expect(await screen.findByText('We could not load this part.')).toBeTruthy();
    expect(screen.queryByText('The support desk is for staff')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carla Caller' })).toBeTruthy();
  });

  it('shows the person page’s failure with a retry, never empty sections, and the page once the retry works', async () => {
    serve({ '/api/support/me': [agent], '/api/support/people/7': [serverError, [200, { data: person }]] });
    openPerson();
    expect(await screen.findByText('We could not load this part.')).toBeTruthy();
    // Still "Person" (translated), not a name, and no section claims there is nothing.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Person');
    expect(screen.queryByText('No session is open.')).toBeNull();
    expect(screen.queryByText('No partner app has access.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carla Caller' })).toBeTruthy();
    expect(screen.getByText('No session is open.')).toBeTruthy();
  });

  it('shows a list’s failure with a retry, never “no app is registered”', async () => {
    serve({ '/api/support/me': [admin], '/api/support/apps': [serverError, [200, { data: [] }]] });
    renderDesk('/support/apps', <AppsPage />, '/support/apps');
    expect(await screen.findByText('We could not load this part.')).toBeTruthy();
    expect(screen.queryByText('No partner app is registered.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No partner app is registered.')).toBeTruthy();
  });
});
