import { z } from 'zod/mini';
import { mfaMethodSchema } from '@portal/contract/mfa';
import { parsedJson, session, sessionKeys } from '../../lib/storage';

/**
 * The forgotten-password flow between its screens, in session storage (this tab only): the current
 * step's opaque payload and what the screens show. The server keeps the state and refuses a payload
 * of another device, another step, or one already used.
 */
const storedFlow = z.object({
  payload: z.string(),
  stage: z.enum(['code', 'second_factor', 'password']),
  /** Masked recipients of the last code (the code-sent screen). */
  recipient: z._default(z.array(z.string()), []),
  technology: z._default(z.enum(['SMS', 'email']), 'email'),
  /** second_factor: the methods offered, and the one picked (its code screen). */
  methods: z._default(z.array(mfaMethodSchema), []),
  picked: z._default(z.nullable(z.number()), null),
});
export type ResetFlow = z.infer<typeof storedFlow>;

export function saveFlow(flow: z.input<typeof storedFlow>): void {
  session.set(sessionKeys.forgotPassword, JSON.stringify(flow));
}

export function readFlow(): ResetFlow | null {
  return parsedJson(session.get(sessionKeys.forgotPassword), storedFlow);
}

export function forgetFlow(): void {
  session.remove(sessionKeys.forgotPassword);
}

/** The payload of `/reset-password#reset=PAYLOAD` (the "This wasn't me" e-mail), or null. */
export function linkPayloadFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('reset');
  return value && /^[\w-]{10,200}$/.test(value) ? value : null;
}
