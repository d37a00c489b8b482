import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@portal/contract/user';
import '../../../lib/i18n/i18n';
import DeleteAccountPage from './DeleteAccountPage';
import { userQueryKey } from '../../session';

const holder = { id: 1, firstname: 'Dora', customer_user_id: null, totpRecovery: [] } as unknown as User;
const clientArea = { ...holder, customer_user_id: 2899 } as unknown as User;

/** The deletion endpoint answering `answer`; every call's body is kept. */
function serve(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/user/deletion') {
        sent.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(JSON.stringify({ data: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

function renderPage(user: User) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQueryKey, user);
  const router = createMemoryRouter(
    [
      { path: '/security/delete-account', element: <DeleteAccountPage /> },
      { path: '/account/deleted', element: <p>deleted page</p> },
    ],
    { initialEntries: ['/security/delete-account'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const confirmWith = (word: string) => {
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: word } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
};

afterEach(() => vi.unstubAllGlobals());

describe('DeleteAccountPage', () => {
  it('asks a client-area account to acknowledge the client area’s records first, and sends the acknowledgement', async () => {
    const sent = serve({ status: 200, body: { erase_at: Date.UTC(2026, 11, 13) } });
    const router = renderPage(clientArea);
    const carryOn = screen.getByRole('button', { name: 'Continue' });
    expect(carryOn).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText('Type DELETE to confirm')).toBeNull();
    fireEvent.click(screen.getByLabelText('I understand that the client area keeps my company’s records'));
    fireEvent.click(carryOn);
    confirmWith('delete');
    await screen.findByText('deleted page');
    expect(sent).toEqual([{ confirm: 'delete', acknowledge_client_area: true }]);
    expect(router.state.location.state).toEqual({ eraseAt: Date.UTC(2026, 11, 13) });
  });

  it('refuses another word under the field, without asking the server', async () => {
    const sent = serve({ status: 200, body: { erase_at: 1 } });
    renderPage(holder);
    confirmWith('DELET');
    expect(await screen.findByText('Type the confirmation word exactly as shown.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says why the server refused (a merge under way), and stays', async () => {
    serve({ status: 409, body: { code: 'account.merge_in_progress', message: 'A merge…' } });
    renderPage(holder);
    confirmWith('VERWIJDEREN');
    expect((await screen.findByRole('alert')).textContent).toContain('A merge of your accounts is under way.');
    expect(screen.getByLabelText('Type DELETE to confirm')).toBeTruthy();
  });
});
