import { z } from 'zod/mini';
import type { RecoveryWaitResponse } from '@portal/contract/recovery';
import { local, localKeys, parsedJson, session, sessionKeys } from '../../lib/storage';

/**
 * The identified recovery lives in this tab's session storage between its steps (never in the
 * URL, where history and logs keep it). The 72-hour request's secret is the only way to finish
 * it, days later, so it stays in local storage until it is used or forgotten.
 */
const flowSchema = z.object({ recovery: z.string(), expiresAt: z.number() });
const requestSchema = z.object({ request: z.string(), ready_at: z.number() });

export function saveFlow(recovery: string, expiresInSeconds: number): void {
  session.set(sessionKeys.recoveryFlow, JSON.stringify({ recovery, expiresAt: Date.now() + expiresInSeconds * 1000 }));
}

/** The open flow's payload, or null when there is none or it has expired. */
export function readFlow(): string | null {
  const flow = parsedJson(session.get(sessionKeys.recoveryFlow), flowSchema);
  return flow && flow.expiresAt > Date.now() ? flow.recovery : null;
}

export function forgetFlow(): void {
  session.remove(sessionKeys.recoveryFlow);
}

export function saveRequest(request: RecoveryWaitResponse): void {
  local.set(localKeys.recoveryRequest, JSON.stringify(request));
}

export function readRequest(): RecoveryWaitResponse | null {
  return parsedJson(local.get(localKeys.recoveryRequest), requestSchema);
}

export function forgetRequest(): void {
  local.remove(localKeys.recoveryRequest);
}
