import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useUser } from '../../features/session/hooks/useUser';

/**
 * When a refresh finds the session gone (expired, logged out elsewhere), run the guard again so the
 * person lands on the login page instead of a screen whose calls now fail.
 */
export function useSessionWatch(): void {
  const user = useUser();
  const { revalidate } = useRevalidator();
  const hadUser = useRef(!!user);
  useEffect(() => {
    if (hadUser.current && user === null) void revalidate();
    hadUser.current = !!user;
  }, [user, revalidate]);
}
