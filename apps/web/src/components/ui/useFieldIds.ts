import { useId } from 'react';

/** Ids tying a control to its hint and error, for aria-describedby. */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const generated = useId();
  const input = id ?? generated;
  const ids = { input, hint: `${input}-hint`, error: `${input}-error` };
  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
  return { ...ids, describedBy };
}
