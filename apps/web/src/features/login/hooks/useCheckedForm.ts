import { useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';

/** The first error code of each input, by its name: what fieldErrorKey translates. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The login forms' checking, which the other forms get from react-hook-form: the login page is the
 * first screen and its JavaScript budget (issue 12, target 5) has no room for react-hook-form's
 * 13 KB. It behaves the same way: the inputs stay the browser's own (uncontrolled), the contract's
 * schema checks them on submit, the first wrong input in the form's order takes the focus, and from
 * then on every change checks again, so an error goes as soon as it is mended.
 */
export function useCheckedForm<S extends z.ZodMiniType>(schema: S, onValid: (value: z.output<S>) => void) {
  // null until the first submit: nothing is reported while the person is still typing.
  const [errors, setErrors] = useState<FieldErrors | null>(null);

  const check = (form: HTMLFormElement) => {
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    const found: FieldErrors = {};
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    return { result, found };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { result, found } = check(form);
    if (result.success) return onValid(result.data);
    const inputs = [...form.elements] as HTMLInputElement[];
    inputs.find((input) => Object.hasOwn(found, input.name))?.focus();
  };

  // Once the errors show, each keystroke checks again.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (errors) check(event.currentTarget);
  };

  // POST, never the browser's default GET: the server draws the login page before the script runs,
  // and a form sent without it (script failed, a browser without `inert`, a password manager's
  // submit) would put the e-mail and password in the address bar, the access logs and the Referer.
  // The server answers such a POST with the page again, the body unread (apps/server site/spa.ts).
  return { errors: errors ?? {}, form: { method: 'post', noValidate: true, onSubmit, onInput } };
}
