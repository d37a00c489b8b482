import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { registerAppRequest, updateAppRequest } from '@portal/contract/support-admin';
import { lines } from '../../forms';

/** A partner app as the form holds it: URIs one a line. */
export interface AppValues {
  name: string;
  redirect_uris: string;
  post_logout_redirect_uris: string;
  scope: string;
  public: boolean;
  reason: string;
}

export type RegisterApp = z.output<typeof registerAppRequest>;
export type UpdateApp = z.output<typeof updateAppRequest>;

const fields = ['name', 'redirect_uris', 'post_logout_redirect_uris', 'scope', 'reason'] as const;

function resolverOf<T>(schema: z.ZodMiniType<T>, toRequest: (values: AppValues) => unknown): Resolver<AppValues, unknown, T> {
  return (values) => {
    const parsed = schema.safeParse(toRequest(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<AppValues> = {};
    for (const issue of parsed.error.issues) {
      const field = fields.find((name) => name === issue.path[0]) ?? 'name';
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** Registering: the contract's request; the server applies the command line's rules (https, known scopes). */
export const registerResolver = resolverOf(registerAppRequest, (values) => ({
  name: values.name.trim(),
  redirect_uris: lines(values.redirect_uris),
  post_logout_redirect_uris: lines(values.post_logout_redirect_uris),
  ...(values.scope.trim() ? { scope: values.scope.trim() } : {}),
  public: values.public,
  reason: values.reason,
}));

/** Editing: the URIs and the scope, each sent as it now stands. */
export const updateResolver = resolverOf(updateAppRequest, (values) => ({
  name: values.name.trim(),
  redirect_uris: lines(values.redirect_uris),
  post_logout_redirect_uris: lines(values.post_logout_redirect_uris),
  scope: values.scope.trim(),
  reason: values.reason,
}));
