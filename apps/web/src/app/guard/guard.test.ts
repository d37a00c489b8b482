import { QueryClient } from '@tanstack/react-query';
import type { User } from '@portal/contract/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, sessionKeys } from '../../lib/storage';
import { userQueryKey } from '../../features/session';
import { createGuard } from './guard';

/** Runs the guard for one navigation of a signed-in person whose MFA set-up is forced. */
async function navigate(path: string): Promise<string | null> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQueryKey, { firstname: 'Demo' } as unknown as User);
  return createGuard(queryClient)(new URL(path, window.location.origin));
}

const remembered = (location: string | null) => new URL(location ?? '', window.location.origin).searchParams.get('redirect');

describe('the navigation guard and remembered targets', () => {
  beforeEach(() => {
    // The server cannot be reached: the guard keeps its own decision.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline'))));
    session.set(sessionKeys.mfaForced, 'true');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.remove(sessionKeys.mfaForced);
  });

  it('carries a path of this site into the forced MFA set-up', async () => {
    const location = await navigate('/profile?redirect=%2Fsecurity%3Ftab%3D1');
    expect(location?.startsWith('/setup-mfa')).toBe(true);
    expect(remembered(location)).toBe('/security?tab=1');
  });

  it.each(['%2F%09%2Fevil.example', '%2F%2Fevil.example', '%2F%5Cevil.example', 'https%3A%2F%2Fevil.example', 'javascript%3Aalert(1)', '%2F%252F%252Fevil.example'])(
    'drops the hostile target redirect=%s instead of carrying it along',
    async (redirect) => {
      const location = await navigate(`/profile?redirect=${redirect}`);
      expect(location?.startsWith('/setup-mfa')).toBe(true);
      // The hostile target is not remembered: the destination itself is, as without any redirect,
      // and its query is judged again by the guard when the person comes back to it.
      expect(remembered(location)).not.toBe(decodeURIComponent(redirect));
      expect(remembered(location)).toBe(`/profile?redirect=${redirect}`);
    },
  );
});
