import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@portal/contract/user';
import '../../../lib/i18n/i18n';
import { config } from '../../../config/runtime';
import { useUser, userQueryKey } from '../../session';
import { MicrosoftSection } from './MicrosoftSection';

const linked = {
  id: 1, firstname: 'Mila', lastname: 'Koppeling', birthdate: null, gender: null, language: 'en',
  email: [{ id: 1, email: 'mila@example.be', default: true, verified: true }], phone: [], user_id: null, customer_user_id: null, fridom_user_id: null,
  password_status: 0, last_password_change: null, mfa_forced: false, mfa_customer: false, totpRecovery: [],
  microsoft_login: true, microsoft_email: 'mila@contoso.example',
} satisfies User;
const unlinked: User = { ...linked, microsoft_login: false, microsoft_email: null };
const UNLINK = '/api/user/microsoft-login';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(answers: Record<string, Response[]>) {
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => answers[path]?.shift() ?? json(500, { code: 'server.error', message: 'x' }));
  vi.stubGlobal('fetch', fetchMock);
  return (path: string) => fetchMock.mock.calls.filter(([called, init]) => called === path && init?.method === 'DELETE').length;
}

function Section() {
  const user = useUser();
  return user ? <MicrosoftSection user={user} /> : null;
}

function renderSection(user: User, at = '/profile') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQueryKey, user);
  const router = createMemoryRouter([{ path: '/profile', element: <Section /> }, { path: '/mfa/methods', element: <p>Step-up</p> }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const section = () => screen.getByRole('region', { name: 'Sign-in with Microsoft' });

afterEach(() => {
  vi.unstubAllGlobals();
  delete config.upstreamLogin;
});

describe('the profile’s sign-in with Microsoft', () => {
  it('shows the linked Microsoft e-mail and unlinks it once the person confirms', async () => {
    const calls = serve({ [UNLINK]: [json(200, { data: unlinked })] });
    renderSection(linked);
    expect(within(section()).getByText('mila@contoso.example')).toBeTruthy();
    fireEvent.click(within(section()).getByRole('button', { name: 'Unlink Microsoft account' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink your Microsoft account?' });
    expect(dialog.textContent).toContain('Signing in with Microsoft (mila@contoso.example) will no longer reach this account.');
    expect(calls(UNLINK)).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect((await within(section()).findByRole('status')).textContent).toBe('Your account is no longer linked to your Microsoft account.');
    expect(within(section()).getByText('Your account is not linked to a Microsoft account.')).toBeTruthy();
    expect(within(section()).queryByText('mila@contoso.example')).toBeNull();
    expect(calls(UNLINK)).toBe(1);
    // The button went with the link: the focus is on the section's heading, not lost.
    expect(document.activeElement).toBe(within(section()).getByRole('heading', { name: 'Sign-in with Microsoft' }));
  });

  it('sends the person to a step-up when needed, remembering the unlinking to finish on return', async () => {
    serve({ [UNLINK]: [json(403, { code: 'mfa.step_up_required', message: 'x' })] });
    const router = renderSection(linked);
    fireEvent.click(within(section()).getByRole('button', { name: 'Unlink Microsoft account' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/methods'));
    expect(router.state.location.search).toBe('?single=true&redirect=profile&action=unlinkMicrosoft');
  });

  it('carries the unlinking out once on the way back from the step-up', async () => {
    const calls = serve({ [UNLINK]: [json(200, { data: unlinked })] });
    const router = renderSection(linked, '/profile?action=unlinkMicrosoft');
    expect((await within(section()).findByRole('status')).textContent).toBe('Your account is no longer linked to your Microsoft account.');
    expect(router.state.location.search).toBe('');
    expect(calls(UNLINK)).toBe(1);
  });

  it('says why an account Microsoft is the only way into keeps its link', async () => {
    serve({ [UNLINK]: [json(409, { code: 'federation.only_sign_in', message: 'x' })] });
    renderSection(linked, '/profile?action=unlinkMicrosoft');
    expect((await within(section()).findByRole('alert')).textContent).toMatch(/^Your Microsoft account is the only way to sign in to this account/);
    expect(within(section()).getByText('mila@contoso.example')).toBeTruthy();
  });

  it('says “not linked” where the portal offers sign-in with Microsoft, and stays out of the way where it does not', () => {
    serve({});
    renderSection(unlinked);
    expect(screen.queryByRole('region')).toBeNull();
    config.upstreamLogin = true;
    renderSection(unlinked);
    expect(within(section()).getByText('Your account is not linked to a Microsoft account.')).toBeTruthy();
    expect(within(section()).queryByRole('button')).toBeNull();
  });
});
