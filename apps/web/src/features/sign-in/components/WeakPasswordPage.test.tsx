import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/renderRoutes';
import WeakPasswordPage from './WeakPasswordPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderAt(url: string) {
  return renderRoutes([
    { path: '/weak-password', element: <WeakPasswordPage /> },
    { path: '*', element: <p>elsewhere</p> },
  ], url);
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('WeakPasswordPage', () => {
  it('without a permission, says so and links back to login', async () => {
    renderAt('/weak-password?verified=true');
    expect(await screen.findByText('This password change has expired. Please sign in again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
  });

  it('shows a common password under the field, then spends the permission with a good one', async () => {
    sessionStorage.setItem('passwordReset', 'permission-1');
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => json(400, { code: 'validation.invalid', message: 'x', fields: [{ path: 'password', code: 'password_common' }] }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/weak-password?verified=true&redirect=%2Fsecurity');
    type('New password', 'Password123!');
    type('Confirm the new password', 'Password123!');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This password is too common. Choose one that is harder to guess.')).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ reset: 'permission-1', password: 'Password123!' });

    fetchMock.mockImplementation(async () => json(200, { access_token: 't', token_type: 'Bearer', expires_in: 1 }));
    type('New password', 'Zebra-Lantern-42!');
    type('Confirm the new password', 'Zebra-Lantern-42!');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([p]) => p === '/api/user')).toBe(true));
    await waitFor(() => expect(sessionStorage.getItem('passwordReset')).toBeNull());
  });
});
