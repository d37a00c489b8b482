import { z } from 'zod/mini';
import type { StepUpResume } from '../../lib/routes/paths';
import { parsedJson, session, sessionKeys } from '../../lib/storage';

/**
 * The change on /security/mfa-edit that asked for a step-up: switching the primary method, deleting
 * one, or adding an e-mail or SMS method with the address typed (kept in the tab, never in the
 * address bar). The step-up's address carries `action` and `targetMfaId` (specification section 4);
 * the page carries the change out only when they match what this tab asked for, so a link with an
 * action in it changes nothing, and a reload does not repeat it.
 */
const methodChange = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['primary', 'delete']), methodId: z.number() }),
  z.object({ action: z.enum(['addEmail', 'addSms']), target: z.string() }),
]);
export type MethodChange = z.infer<typeof methodChange>;

/** What the step-up's address says of a change. */
export function resumeOf(change: MethodChange): StepUpResume {
  return { action: change.action, targetMfaId: 'methodId' in change ? String(change.methodId) : null };
}

function read(): MethodChange | null {
  return parsedJson(session.get(sessionKeys.methodChange), methodChange);
}

export const pendingMethodChange = {
  save: (change: MethodChange): void => session.set(sessionKeys.methodChange, JSON.stringify(change)),
  /** The change this tab asked for, if the address resumes that one; forgotten either way. */
  take(resume: StepUpResume): MethodChange | null {
    const stored = read();
    session.remove(sessionKeys.methodChange);
    if (!stored || !resume.action) return null;
    const asked = resumeOf(stored);
    return asked.action === resume.action && asked.targetMfaId === resume.targetMfaId ? stored : null;
  },
};
