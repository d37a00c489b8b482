import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/renderRoutes';
import EditPasswordPage from './EditPasswordPage';
import { PasswordMeter } from './PasswordMeter';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderAt(url: string) {
  return renderRoutes([
    { path: '/security/edit-password', element: <EditPasswordPage /> },
    { path: '*', element: <p>elsewhere</p> },
  ], url);
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PasswordMeter', () => {
  it('says the strength in words and lists each rule as met or missing', () => {
    const { rerender } = render(<PasswordMeter password="" />);
    expect(screen.getByText('not entered')).toBeTruthy();
    rerender(<PasswordMeter password="abc" />);
    expect(screen.getByText('weak')).toBeTruthy();
    expect(screen.getByText('A letter').parentElement?.textContent).toContain('(done)');
    expect(screen.getByText('A number').parentElement?.textContent).toContain('(missing)');
    rerender(<PasswordMeter password="Zebra-Lantern-42-sky!" />);
    expect(screen.getByText('strong')).toBeTruthy();
    expect(screen.queryByText('(missing)')).toBeNull();
  });
});

describe('EditPasswordPage', () => {
  it("shows the spec's messages before calling the server", async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt('/security/edit-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('Password is required.')).length).toBe(3);
    type('Current password', 'whatever');
    type('New password', 'short1!');
    type('Confirm the new password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Not enough characters')).toBeTruthy();
    type('New password', 'Zebra-Lantern-42!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("Passwords don't match!")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts a wrong current password under its field and confirms a change', async () => {
    const fetchMock = vi.fn(async () => json(400, { code: 'validation.invalid', message: 'x', fields: [{ path: 'current', code: 'password_wrong' }] }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/security/edit-password');
    type('Current password', 'Wrong-one-1!');
    type('New password', 'Zebra-Lantern-42!');
    type('Confirm the new password', 'Zebra-Lantern-42!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/user/password');
    expect(JSON.parse(init.body as string)).toEqual({ current: 'Wrong-one-1!', password: 'Zebra-Lantern-42!' });

    fetchMock.mockImplementation(async () => json(200, { sessions_ended: 1 }));
    type('Current password', 'Demo-Password-1!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. Your other devices have been signed out.')).toBeTruthy();
  });
});
