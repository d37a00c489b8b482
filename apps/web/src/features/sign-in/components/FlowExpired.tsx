import { useEffect } from 'react';

/** Renders nothing and restarts the login: there is no attempt left to continue. */
export function FlowExpired({ restart }: { restart: () => void }) {
  useEffect(restart, [restart]);
  return null;
}
