import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { placeFieldErrors } from '../../password';
import { useProofCaptcha, useRecovered } from '../hooks';

/**
 * One proof submission: the captcha when the limiter asks for one, the server's field codes (a
 * common password) under their inputs, anything else in the form's alert, and on success the
 * signed-in session opens /security.
 */
export function useProof<V extends FieldValues>(send: (values: V, captcha: string | undefined) => Promise<unknown>, setError: UseFormSetError<V>, fields: Path<V>[]) {
  const captcha = useProofCaptcha();
  const recovered = useRecovered();
  const [placed, setPlaced] = useState(false);
  const mutation = useMutation({
    mutationFn: (values: V) => send(values, captcha.payload),
    onMutate: () => {
      setPlaced(false);
      captcha.spend();
    },
    onSuccess: recovered,
    onError: (error) => {
      captcha.noteError(error);
      setPlaced(placeFieldErrors(error, setError, fields));
    },
  });
  const alert = mutation.isError && !placed ? errorKey(mutation.error) : null;
  return { mutation, alert, captcha: captcha.element };
}
