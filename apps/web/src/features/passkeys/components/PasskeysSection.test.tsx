import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/renderRoutes';
import { PasskeysSection } from './PasskeysSection';

const passkeys = [
  { id: 1, name: 'Chrome on Linux', created_at: '2026-11-03T10:00:00.000Z', last_used_at: null, synced: false },
  { id: 2, name: 'iCloud Keychain', created_at: '2026-11-04T10:00:00.000Z', last_used_at: '2026-11-20T08:00:00.000Z', synced: true },
];

/** The API as the section sees it: the list, renaming that echoes the new name, removal as given. */
function serve(removal = 204) {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') return removal === 204 ? new Response(null, { status: 204 }) : json(removal, { code: 'mfa.step_up_required', message: 'x' });
      if (init?.method === 'PUT') return json(200, { data: { ...passkeys[0], name: JSON.parse(init.body as string).name } });
      if (path === '/api/passkeys') return json(200, { data: passkeys });
      return json(404, { code: 'not_found', message: 'x' });
    }),
  );
}

function renderSection(at = '/security') {
  return renderRoutes([{ path: '/security', element: <PasskeysSection /> }, { path: '*', element: <p>Elsewhere</p> }], at);
}

afterEach(() => vi.unstubAllGlobals());

describe('PasskeysSection', () => {
  it('lists the passkeys with when they were added and last used', async () => {
    serve();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('Chrome on Linux');
    expect(first?.textContent).toContain('Added on 3 Nov 2026');
    expect(first?.textContent).toContain('Not used yet');
    expect(second?.textContent).toContain('Synced');
    expect(second?.textContent).toContain('Last used on 20 Nov 2026');
  });

  it('offers "Add a passkey" only in a browser that can make one', async () => {
    serve();
    renderSection();
    expect(await screen.findByText(/This browser cannot create passkeys/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();

    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    renderSection();
    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });

  it('renames a passkey in place, refusing an empty name', async () => {
    serve();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Chrome on Linux' }));
    const input = screen.getByLabelText('Name of the passkey');
    fireEvent.input(input, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the passkey a name.');

    fireEvent.input(input, { target: { value: 'Work laptop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your passkey has been renamed.');
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/passkeys/1');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ name: 'Work laptop' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Chrome on Linux' })).toBe(document.activeElement));
  });

  it('sends the person to the step-up check when removing needs one, to come back with the removal', async () => {
    serve(403);
    const router = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Chrome on Linux' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey' }));
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname + router.state.location.search).toBe('/mfa/methods?single=true&redirect=security&action=removePasskey&targetMfaId=1');
  });

  it('back from the step-up, removes the passkey asked for once and drops the query', async () => {
    serve();
    const router = renderSection('/security?action=removePasskey&targetMfaId=2');
    // The list's loading state is a status too: find the notice by its text, then check its role.
    const notice = await screen.findByText('Your passkey “iCloud Keychain” has been removed.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const deletes = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([path]) => path)).toEqual(['/api/passkeys/2']);
    expect(router.state.location.search).toBe('');
  });
});
