import { createMemoryRouter, RouterProvider } from 'react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n/i18n';
import ForgotUsernameResponsePage from './ForgotUsernameResponsePage';

function renderAt(entry: { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/forgot-username-response', element: <ForgotUsernameResponsePage /> },
      { path: '/forgot-username', element: <p>the form</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ForgotUsernameResponsePage', () => {
  it('sends a visit without a look-up to the form, keeping the remembered target', async () => {
    const router = renderAt({ pathname: '/forgot-username-response', search: '?redirect=%2Fsecurity' });
    expect(await screen.findByText('the form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-username');
    expect(router.state.location.search).toBe('?redirect=%2Fsecurity');
  });

  it('lists the masked usernames with a login button that keeps the target', () => {
    const usernames = [
      { kind: 'email', masked: 'u***@example.com' },
      { kind: 'phone', masked: '+32 *** *** 301' },
    ];
    renderAt({ pathname: '/forgot-username-response', search: '?redirect=%2Fsecurity', state: { usernames } });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['E-mail addressu***@example.com', 'Phone number+32 *** *** 301']);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login/email?redirect=%2Fsecurity');
  });

  it('opens the phone login when only phone numbers were found', () => {
    renderAt({ pathname: '/forgot-username-response', state: { usernames: [{ kind: 'phone', masked: '+32 *** *** 301' }] } });
    expect(screen.getByText('You can sign in with this username:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login/phone');
  });

  it('says so when nothing was found, with a way to try again', () => {
    renderAt({ pathname: '/forgot-username-response', state: { usernames: [] } });
    expect(screen.getByText('No username found for this card or national register number')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/forgot-username');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
