import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/renderRoutes';
import { readFlow, saveFlow } from '../flowState';
import ForgotPasswordPage from './ForgotPasswordPage';
import ForgotPasswordSentPage from './ForgotPasswordSentPage';
import ResetPasswordPage from './ResetPasswordPage';

// The ALTCHA widget needs a browser's workers.
vi.mock('../../../lib/captcha/Captcha', () => import('../../../test/captchaStandIn'));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(...answers: Response[]) {
  const fetchMock = vi.fn(async () => answers.shift() ?? json(500, { code: 'server.error', message: 'x' }));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string));
}

function renderAt(url: string) {
  return renderRoutes([
    { path: '/forgot-password/email', element: <ForgotPasswordPage method="email" /> },
    { path: '/forgot-password-sent', element: <ForgotPasswordSentPage /> },
    { path: '/reset-password', element: <ResetPasswordPage /> },
    { path: '*', element: <p>elsewhere</p> },
  ], url);
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the forgotten-password start', () => {
  it('shows the captcha once the server asks for it, and sends its payload with the next request', async () => {
    const sent = serve(json(428, { code: 'auth.captcha_required', message: 'x' }), json(200, { payload: 'step-1', recipient: ['j***@example.be'], technology: 'email', resend_in: 15 }));
    const router = renderAt('/forgot-password/email');
    type('E-mail address', 'jan@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Solve the check' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password-sent'));
    expect(sent()).toEqual([{ email: 'jan@example.be' }, { email: 'jan@example.be', captcha: 'solved-0' }]);
  });
});

describe('an expired reset', () => {
  it('ends the code step with the way to start again', async () => {
    serve(json(400, { code: 'password_reset.expired', message: 'x' }));
    saveFlow({ payload: 'step-1', stage: 'code', recipient: ['j***@example.be'] });
    renderAt('/forgot-password-sent');
    type('Verification code', '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This reset no longer works' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This password reset has expired or was already used. Please start again.');
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe('/forgot-password/email');
    expect(readFlow()).toBeNull();
  });

  it('ends the new-password step the same way', async () => {
    serve(json(400, { code: 'password_reset.expired', message: 'x' }));
    saveFlow({ payload: 'step-2', stage: 'password' });
    renderAt('/reset-password');
    type('New password', 'Zebra-Lantern-42!');
    type('Confirm the new password', 'Zebra-Lantern-42!');
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This reset no longer works' })).toBeTruthy();
    expect(readFlow()).toBeNull();
  });
});
