import { LOCALE_COOKIE, type Locale } from '@portal/contract/variants';
import { config } from '../../config/runtime';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the locale chosen in this browser, so that its prerendered login page speaks it
 * too (the choice itself stays in local storage, which the server cannot read).
 */
export function keepLocaleCookie(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${config.cookiePrefix}${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}
