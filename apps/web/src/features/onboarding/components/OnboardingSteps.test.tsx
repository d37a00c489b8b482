import { Outlet, useNavigation } from 'react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/renderRoutes';
import { onboardingToken } from '../flowState';
import PasswordPage from './PasswordPage';
import StartPage from './StartPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const state = {
  step: 'password',
  kind: 'card',
  firstname: 'Ada',
  lastname: 'New',
  email: 'ada@example.be',
  email_verified: true,
  phone: '+32470199500',
  phone_verified: true,
  terms_accepted: true,
  marketing_email: false,
  marketing_sms: false,
  invitation_email: null,
  card_last4: '1234',
  expires_in: 3600,
};

/** The last step's answer: the outcome and the session it started (GET /api/user is not served here). */
const finished = { outcome: 'card_activated', access_token: 'a'.repeat(43), token_type: 'Bearer', expires_in: 2_592_000 };

function serve(answers: Record<string, Response>) {
  vi.stubGlobal('fetch', vi.fn(async (path: string) => answers[path] ?? json(500, { code: 'server.error', message: 'x' })));
}

/** A layout that follows the navigation (as the app's shell does), so the page draws again while one is under way. */
function Layout() {
  useNavigation();
  return <Outlet />;
}

function renderAt(url: string) {
  return renderRoutes([
    {
      // As the app's guard: a root loader that runs before every navigation, so none is instant.
      loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 20)),
      shouldRevalidate: () => true,
      element: <Layout />,
      children: [
        { path: '/onboarding', element: <StartPage /> },
        { path: '/onboarding/password', element: <PasswordPage /> },
        { path: '/onboarding/confirmation', element: <p>confirmation</p> },
      ],
    },
  ], url);
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the onboarding steps', () => {
  it('go on to the confirmation once the last step has spent the onboarding', async () => {
    serve({ '/api/onboarding/state': json(200, { state }), '/api/onboarding/password': json(200, finished) });
    onboardingToken.save('token-1');
    const router = renderAt('/onboarding/password');
    fireEvent.input(await screen.findByLabelText('New password'), { target: { value: 'Zebra-Lantern-42!' } });
    fireEvent.input(screen.getByLabelText('Confirm the new password'), { target: { value: 'Zebra-Lantern-42!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('confirmation')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding/confirmation');
  });

  it('start again with the reason when the server no longer knows the onboarding', async () => {
    serve({ '/api/onboarding/state': json(410, { code: 'onboarding.expired', message: 'x' }) });
    onboardingToken.save('an-expired-token');
    const router = renderAt('/onboarding/password');
    expect(await screen.findByText('Your registration expired. Please start again.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(onboardingToken.read()).toBeNull();
  });
});
