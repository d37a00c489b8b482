import { parseHashLogin } from '../../app/guard/hashLogin';
import { local, localKeys, session, sessionKeys } from '../../lib/storage';
import { adoptToken } from './api/adoptToken';

/**
 * Login by token from the origin app's `#token=...` hash. Answers true when it took over: the page
 * then reloads without the hash, so the token never stays in the address bar or the history.
 */
export async function adoptHashLogin(): Promise<boolean> {
  const login = parseHashLogin(window.location.hash);
  if (!login) return false;
  try {
    await adoptToken(login.token);
    // Another account may have been stored in this browser: load the adopted one fresh.
    local.remove(localKeys.account);
  } catch {
    // An invalid or expired token: carry on signed out, the guard sends the person to login.
  }
  if (login.payload) session.set(sessionKeys.loginPayload, login.payload);
  if (login.isOriginApp) session.set(sessionKeys.openApp, 'true');
  else session.remove(sessionKeys.openApp);
  window.location.replace(window.location.pathname + window.location.search);
  return true;
}
