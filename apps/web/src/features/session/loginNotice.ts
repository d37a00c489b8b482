/** Why a person is sent back to the login page, passed in the navigation state. */
export type LoginNoticeCode = 'mfa.flow_expired';

export interface LoginNoticeState {
  notice?: LoginNoticeCode;
}
