import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/renderRoutes';
import LoginMethodsPage from './LoginMethodsPage';
import LoginPage from './LoginPage';

// The ALTCHA widget needs a browser's workers.
vi.mock('../../../lib/captcha/Captcha', () => import('../../../test/captchaStandIn'));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => json(status, body)));
}

function renderPage(url: string) {
  return renderRoutes([
    { path: '/login/email', element: <LoginPage method="email" /> },
    { path: '/login/phone', element: <LoginPage method="phone" /> },
    { path: '/mfa/methods', element: <LoginMethodsPage /> },
    { path: '*', element: <p>elsewhere</p> },
  ], url);
}

function renderLogin(url = '/login/email?redirect=%2Fsecurity') {
  const router = renderPage(url);
  fireEvent.input(screen.getByLabelText('E-mail address'), { target: { value: 'jan@example.be' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('LoginPage', () => {
  it('checks the form before sending: errors on the inputs, the first wrong one focused, each gone once mended', async () => {
    answer(400, {});
    renderPage('/login/email');
    const email = screen.getByLabelText('E-mail address');
    const password = screen.getByLabelText('Password');
    fireEvent.input(email, { target: { value: 'jan@' } });
    // Nothing is said while the person is still typing.
    expect(screen.queryByRole('alert')).toBeNull();
    // The page's autofocus put the focus on the e-mail address; the submit must bring it back there.
    password.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['The email provided is invalid', 'Password is required.']));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.input(email, { target: { value: 'jan@example.be' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Password is required.']);
    fireEvent.input(password, { target: { value: 'secret' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('checks the phone number with its country code, and sends the composed number', async () => {
    answer(400, { code: 'auth.invalid_credentials', message: 'x' });
    renderPage('/login/phone');
    const number = await screen.findByLabelText('Phone number');
    fireEvent.input(number, { target: { value: '12' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toMatch(/^The phone number provided is invalid/);
    expect(document.activeElement).toBe(number);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.input(number, { target: { value: '0470 12 34 56' } });
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username/password.');
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ username: '+32470123456', password: 'secret' });
  });

  it('shows the captcha once the server asks for it, sends its payload once, and keeps it for the next try', async () => {
    const fetchMock = vi.fn(async () => json(428, { code: 'auth.captcha_required', message: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed attempts for this account. Please confirm you are human, then sign in again.');
    fireEvent.click(await screen.findByRole('button', { name: 'Solve the check' }));

    fetchMock.mockImplementation(async () => json(400, { code: 'auth.invalid_credentials', message: 'x' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid username/password.')).toBeTruthy();
    // Still there for the next try; the spent payload is not sent again.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const sent = fetchMock.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).captcha);
    expect(sent).toEqual([undefined, 'solved-0', undefined]);
    expect(screen.getByRole('button', { name: 'Solve the check' })).toBeTruthy();
  });


  it('names the platform of the redirect in its title', () => {
    answer(400, {});
    renderLogin('/login/email?redirect=https%3A%2F%2Fmy.example.be%2F');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to the employee area');
  });

  it('shows the translated error of a wrong password', async () => {
    answer(400, { code: 'auth.invalid_credentials', message: 'Invalid username/password.' });
    renderLogin();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username/password.');
  });

  it('shows the too-many-attempts error', async () => {
    answer(429, { code: 'auth.too_many_attempts', message: 'x' });
    renderLogin();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again later.');
  });

  it('keeps the attempt and goes to the methods when the account has several', async () => {
    const mfa = { payload: 'attempt-1', methods: [{ id: 4, method: 'email', target: 'j***@example.be', primary: true }, { id: 5, method: 'sms', target: '+32 *** *** 456', primary: false }] };
    answer(401, { mfa });
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/methods'));
    expect(router.state.location.search).toBe('?isLogin=true&redirect=%2Fsecurity');
    expect(JSON.parse(sessionStorage.getItem('loginPayload') ?? 'null')).toEqual(mfa);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('To protect your account, we need to confirm it is you. Pick the method you have at hand.')).toBeTruthy();
  });

  it('sends the code of an account\'s only method and opens its code screen', async () => {
    const email = { id: 4, method: 'email', target: 'j***@example.be', primary: true };
    const fetchMock = vi.fn(async (path: string) => (path.endsWith('/mfa/send') ? json(200, { method: email, resend_in: 15 }) : json(401, { mfa: { payload: 'attempt-1', methods: [email] } })));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa'));
    expect(router.state.location.search).toBe('?isLogin=true&mfaId=4&redirect=%2Fsecurity');
    const [path, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(path).toMatch(/\/api\/token\/mfa\/send$/);
    expect(JSON.parse(init.body as string)).toEqual({ payload: 'attempt-1', mfaId: 4 });
  });

  it('names an only authenticator to the attempt (nothing is delivered) and opens its code screen', async () => {
    const totp = { id: 7, method: 'totp', target: null, primary: true };
    const methods = [totp, { id: 8, method: 'totpRecovery', target: null, primary: false }];
    const fetchMock = vi.fn(async (path: string) => (path.endsWith('/mfa/send') ? json(200, { method: totp, resend_in: 0 }) : json(401, { mfa: { payload: 'attempt-1', methods } })));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa'));
    expect(router.state.location.search).toBe('?isLogin=true&mfaId=7&redirect=%2Fsecurity');
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ payload: 'attempt-1', mfaId: 7 });
  });

  it('opens the only method\'s code screen with the server\'s countdown when its last code is that recent', async () => {
    const email = { id: 4, method: 'email', target: 'j***@example.be', primary: true };
    vi.stubGlobal('fetch', vi.fn(async (path: string) => (path.endsWith('/mfa/send') ? json(429, { code: 'mfa.resend_too_soon', message: 'x', resend_in: 7 }) : json(401, { mfa: { payload: 'attempt-1', methods: [email] } }))));
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa'));
    expect(router.state.location.state).toEqual({ resendIn: 7 });
  });

  it('shows the methods, with the failure, when the only method\'s code could not be sent', async () => {
    const email = { id: 4, method: 'email', target: 'j***@example.be', primary: true };
    vi.stubGlobal('fetch', vi.fn(async (path: string) => (path.endsWith('/mfa/send') ? json(429, { code: 'auth.too_many_attempts', message: 'x' }) : json(401, { mfa: { payload: 'attempt-1', methods: [email] } }))));
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/methods'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again later.');
    expect(screen.getByRole('button', { name: /^E-mail/ })).toBeTruthy();
  });

  it('sends a weak password to its replacement with the permission, remembering the target', async () => {
    answer(403, { code: 'auth.weak_password', message: 'x', weak: true, reset: 'permission-1' });
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/weak-password'));
    expect(router.state.location.search).toBe('?verified=true&redirect=%2Fsecurity');
    expect(sessionStorage.getItem('passwordReset')).toBe('permission-1');
  });

  it('sends the device id, language and JSON headers', async () => {
    answer(400, { code: 'auth.invalid_credentials', message: 'x' });
    renderLogin();
    await screen.findByRole('alert');
    const [path, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(path).toBe('/api/token');
    expect(init.credentials).toBe('same-origin');
    expect(headers['x-device-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'jan@example.be', password: 'secret' });
  });

  it('offers to restore a closed account after the right password, then signs in with the same credentials', async () => {
    const calls: string[] = [];
    let closed = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        calls.push(`${path} ${init?.body ?? ''}`);
        if (path === '/api/account/restore') {
          closed = false;
          return json(200, { restored: true });
        }
        if (closed) return json(403, { code: 'account.closed', message: 'closed', restore: 'offer-payload', erase_at: Date.UTC(2026, 11, 13, 12) });
        return json(401, { mfa: { payload: 'attempt', methods: [{ id: 1, method: 'email', target: 'j***@example.be', primary: true }, { id: 2, method: 'sms', target: '+32 *** ** 56', primary: false }] } });
      }),
    );
    const router = renderLogin('/login/email');
    const offer = await screen.findByText('Your account will be erased on 13 Dec 2026. Restore it?');
    expect(offer).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore my account' }));
    // Restored, the same sign-in goes on: to the second factor.
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa/methods'));
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['/api/token', '/api/account/restore', '/api/token']);
    expect(calls[1]).toContain('"payload":"offer-payload"');
    expect(calls[2]).toContain('"username":"jan@example.be"');
  });
});
