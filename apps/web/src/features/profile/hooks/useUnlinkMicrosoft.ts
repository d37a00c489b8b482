import { useCallback } from 'react';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { unlinkMicrosoft } from '../api/profileApi';
import { useProfileChange } from './useProfileUpdate';

/** Back from a step-up, the profile carries the unlinking out (the person confirmed it before). */
export const UNLINK_MICROSOFT_ACTION = 'unlinkMicrosoft';

/**
 * Unlinking needs a step-up: without a live one, the person confirms a second factor and comes
 * back to /profile, where useResumedAction finishes it. The answer replaces the session's profile.
 */
export function useUnlinkMicrosoft() {
  const act = useApiErrorAction({ stepUp: { to: 'profile', resume: { action: UNLINK_MICROSOFT_ACTION, targetMfaId: null } } });
  const change = useProfileChange(unlinkMicrosoft);
  const { mutate } = change;
  const unlink = useCallback((onDone: () => void) => mutate(undefined, { onSuccess: onDone, onError: (error) => act(error) }), [mutate, act]);
  return { change, unlink };
}
