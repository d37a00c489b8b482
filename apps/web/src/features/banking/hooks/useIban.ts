import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IbanState } from '@portal/contract/banking';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { ApiError } from '../../../lib/api/ApiError';
import { cancelIbanChange, getIban, hasStepUp, putIban } from '../api/iban';

// The answer the change itself would get: one error path leads to the step-up.
const stepUpNeeded = new ApiError(403, 'mfa.step_up_required', null);

const ibanKey = ['user', 'iban'] as const;

/** Back from a step-up, the profile opens the IBAN form again (the typed IBAN is never carried). */
export const EDIT_IBAN_ACTION = 'editIban';

export function useIban() {
  return useQuery({ queryKey: ibanKey, queryFn: getIban });
}

function useStore() {
  const queryClient = useQueryClient();
  return (state: IbanState) => queryClient.setQueryData(ibanKey, state);
}

/**
 * Opens the form only with a live step-up: without one the person confirms a second factor first
 * and comes back to /profile, where the form opens (rather than typing the IBAN twice).
 */
export function useOpenIbanForm(open: () => void) {
  const act = useApiErrorAction({ stepUp: { to: 'profile', resume: { action: EDIT_IBAN_ACTION, targetMfaId: null } } });
  return useMutation({
    mutationFn: hasStepUp,
    onSuccess: (sudo) => (sudo ? open() : act(stepUpNeeded)),
    onError: (error) => act(error),
  });
}

export function useSetIban() {
  const store = useStore();
  const act = useApiErrorAction({ stepUp: { to: 'profile', resume: { action: EDIT_IBAN_ACTION, targetMfaId: null } } });
  return useMutation({ mutationFn: putIban, onSuccess: store, onError: (error) => act(error) });
}

export function useCancelIbanChange() {
  const store = useStore();
  const act = useApiErrorAction();
  return useMutation({ mutationFn: cancelIbanChange, onSuccess: store, onError: (error) => act(error) });
}
