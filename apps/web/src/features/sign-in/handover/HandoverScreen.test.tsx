import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/ApiError';
import { HandoverScreen } from './HandoverScreen';

const login = { token: 'H', payload: 'origin', isOriginApp: true };
const nora = { account: 7, firstname: 'Nora', email: 'n***@example.com' };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('HandoverScreen', () => {
  it('says whose account it is and who is signed in now', () => {
    render(<HandoverScreen login={login} target="/user/dashboard" plan={{ kind: 'ask', preview: nora, current: { id: 1, firstname: 'Jan' } }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Continue as Nora (n***@example.com)?');
    expect(screen.getByText(/You are signed in as Jan in this browser/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('shows the error and a link to sign in when the hand-over was used meanwhile, keeping nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'handover.expired', message: '' }), { status: 400 })));
    render(<HandoverScreen login={login} target="/user/dashboard" plan={{ kind: 'ask', preview: { ...nora, email: null }, current: null }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Continue as Nora?');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in link has expired or was already used. Please sign in.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login/email?redirect=%2Fuser%2Fdashboard');
    expect(sessionStorage.getItem('open_app')).toBeNull();
  });

  it('renders a failed preview as the error screen', () => {
    render(<HandoverScreen login={login} target="/" plan={{ kind: 'failed', error: new ApiError(400, 'handover.expired', null) }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This sign-in link no longer works');
    expect(screen.getByRole('alert').textContent).toContain('expired or was already used');
  });
});
