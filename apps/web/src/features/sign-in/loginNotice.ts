import { federationNotices, type FederationNotice } from '@portal/contract/oauth';

/**
 * Why a person is sent back to the login page: in the navigation state, or, from the server's
 * upstream sign-in, in the `notice` query parameter.
 */
export type LoginNoticeCode = 'mfa.flow_expired' | FederationNotice;

export function noticeFromQuery(value: string | null): LoginNoticeCode | undefined {
  return (federationNotices as readonly string[]).includes(value ?? '') ? (value as FederationNotice) : undefined;
}

export interface LoginNoticeState {
  notice?: LoginNoticeCode;
}
