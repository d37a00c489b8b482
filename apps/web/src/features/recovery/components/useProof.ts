import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useCaptcha } from '../../../lib/captcha/useCaptcha';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { placeFieldErrors } from '../../password';
import { useRecoveryFlow, useRecovered } from '../hooks';

type Send<V> = (values: V, recovery: string, captcha: string | undefined) => Promise<unknown>;

/**
 * One proof submission for the tab's recovery (`flow`, null when there is none or it expired): the
 * captcha when the limiter asks for one, the server's field codes (a common password) under their
 * inputs, anything else in the form's alert, and on success the signed-in session opens /security.
 */
export function useProof<V extends FieldValues>(send: Send<V>, setError: UseFormSetError<V>, fields: Path<V>[]) {
  const { flow, act } = useRecoveryFlow();
  const captcha = useCaptcha();
  const recovered = useRecovered();
  const [placed, setPlaced] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ values, captcha: solved }: { values: V; captcha: string | undefined }) => send(values, flow ?? '', solved),
    onMutate: () => setPlaced(false),
    onSuccess: recovered,
    onError: (error) => {
      act(error);
      captcha.onError(error);
      setPlaced(placeFieldErrors(error, setError, fields));
    },
  });
  return {
    flow,
    busy: mutation.isPending,
    submit: (values: V) => mutation.mutate({ values, captcha: captcha.take() }),
    alert: mutation.isError && !placed ? errorKey(mutation.error) : null,
    captcha: captcha.element,
  };
}
