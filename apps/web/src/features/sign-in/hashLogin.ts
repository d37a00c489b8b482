import { safeLocalPath } from '@portal/contract/redirect';
import { parseHashLogin, type HashLogin } from './parseHashLogin';
import { local, localKeys } from '../../lib/storage';
import { keepOriginApp } from './flowState';
import { adoptHandover, previewHandover } from './api/handover';
import { getUser } from '../session';
import { planHandover, type HandoverPlan } from './handover/plan';

/** A hand-over that waits for the person (the confirmation screen) or failed (an error screen). */
export interface PendingHandover {
  login: HashLogin;
  /** Where the origin app sent the person: this page without the hash. */
  target: string;
  plan: Exclude<HandoverPlan, { kind: 'adopt' }>;
}

/**
 * Login by the origin app's `#token=HANDOVER:payload=...:isOriginApp=...` hash (the token is a
 * single-use hand-over, never a session). The hash leaves the address bar at once. The browser's
 * own account is adopted without asking; anything else waits for the person's decision. Answers
 * null without a hash login, 'reloading' when the page is loading the target signed in.
 */
export async function startHashLogin(): Promise<PendingHandover | 'reloading' | null> {
  const login = parseHashLogin(window.location.hash);
  if (!login) return null;
  // The page the link opened, through the one redirect check: a path such as `//evil.example`
  // would make the reload below leave the site.
  const target = safeLocalPath(window.location.pathname + window.location.search);
  window.history.replaceState(window.history.state, '', target);
  const plan = await planHandover(login.token, { preview: previewHandover, currentUser: getUser });
  if (plan.kind !== 'adopt') return { login, target, plan };
  try {
    await completeHandover(login, target);
    return 'reloading';
  } catch (error) {
    return { login, target, plan: { kind: 'failed', error } };
  }
}

/**
 * Adopts the hand-over, keeps the origin app's payload and open-app flag for this tab and loads the
 * target signed in. The flags are stored only now: a refused or failed hand-over leaves nothing.
 */
export async function completeHandover(login: HashLogin, target: string): Promise<void> {
  await adoptHandover(login.token);
  // Another account may have been stored in this browser: load the adopted one fresh.
  local.remove(localKeys.account);
  keepOriginApp(login.payload, login.isOriginApp);
  window.location.replace(target);
}
