import { forgotUsernameResponse, type MaskedUsername } from '@portal/contract/forgot-username';

/**
 * The answer travels to /forgot-username-response in the history entry's state: it survives a
 * reload of that page and is gone on a typed or shared address, which then starts over. Only
 * masked names are in it.
 */
export interface LookupResultState {
  usernames: MaskedUsername[];
}

export function resultState(usernames: MaskedUsername[]): LookupResultState {
  return { usernames };
}

/** The usernames carried by the navigation, or null when the page was opened without a look-up. */
export function readResult(state: unknown): MaskedUsername[] | null {
  const parsed = forgotUsernameResponse.safeParse(state);
  return parsed.success ? parsed.data.usernames : null;
}
