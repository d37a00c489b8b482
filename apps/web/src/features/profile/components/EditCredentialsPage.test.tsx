import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@portal/contract/user';
import '../../../lib/i18n/i18n';
import EditCredentialsPage from './EditCredentialsPage';
import { userQueryKey } from '../../session';

const user = {
  id: 1,
  firstname: 'Jan',
  email: [{ id: 1, email: 'jan@example.be', default: true, verified: true }],
  phone: [{ id: 2, phone: '+32470123420', default: true, verified: true }],
  totpRecovery: [],
} as unknown as User;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const challenge = { payload: 'contact-1', kind: 'email', target: 'zoe@example.be', resend_in: 30 };

/** The API: each path answers with the next of its answers. */
function serve(answers: Record<string, Response[]>) {
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => answers[path]?.shift() ?? json(500, { code: 'server.error', message: 'x' }));
  vi.stubGlobal('fetch', fetchMock);
  return (path: string) => fetchMock.mock.calls.filter(([called]) => called === path).map(([, init]) => JSON.parse(init?.body as string));
}

function renderPage() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQueryKey, user);
  const router = createMemoryRouter([{ path: '/profile/edit-credentials', element: <EditCredentialsPage /> }], { initialEntries: ['/profile/edit-credentials'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('adding an e-mail address', () => {
  it('checks the address on submit, then as it is typed, and sends it normalised', async () => {
    const sent = serve({ '/api/user/login': [json(200, challenge)] });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add an e-mail address' }));
    const address = screen.getByLabelText('New e-mail address');
    type('New e-mail address', 'zoe@');
    expect(address.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The email provided is invalid');
    expect(document.activeElement).toBe(address);

    type('New e-mail address', ' Zoe@Example.be');
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(await screen.findByText('We sent an 8-digit code to zoe@example.be. Enter it to add it to your account.')).toBeTruthy();
    expect(sent('/api/user/login')).toEqual([{ email: 'zoe@example.be' }]);
  });

  it('puts an address already in use under the input, with the way to the other account', async () => {
    serve({ '/api/user/login': [json(422, { code: 'contact.email_taken', message: 'x' })] });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add an e-mail address' }));
    type('New e-mail address', 'zoe@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This email is invalid or already used');
    expect(screen.getByRole('link', { name: 'Merge your accounts' }).getAttribute('href')).toBe('/duplicated?target=zoe%40example.be&method=email');
    // Typing again leaves the old answer behind.
    type('New e-mail address', 'zoe2@example.be');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('confirming the code', () => {
  async function atCodeStep(answers: Record<string, Response[]>) {
    const sent = serve({ '/api/user/login': [json(200, challenge)], ...answers });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add an e-mail address' }));
    type('New e-mail address', 'zoe@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    await screen.findByLabelText('Verification code');
    return sent;
  }

  it('keeps digits only and confirms once the 8 are there', async () => {
    const sent = await atCodeStep({ '/api/user/login/confirm': [json(400, { code: 'mfa.invalid_code', message: 'x' })] });
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    type('Verification code', '1234 56');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('123456');
    expect(confirm.disabled).toBe(true);
    type('Verification code', '12345678');
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe('The code is invalid.');
    expect(sent('/api/user/login/confirm')).toEqual([{ payload: 'contact-1', code: '12345678' }]);
  });

  it('goes back to the address, saying why, when the verification has expired', async () => {
    await atCodeStep({ '/api/user/login/confirm': [json(400, { code: 'contact.expired', message: 'x' })] });
    type('Verification code', '12345678');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This verification has expired. Please start again.');
    expect(screen.getByLabelText('New e-mail address')).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});
