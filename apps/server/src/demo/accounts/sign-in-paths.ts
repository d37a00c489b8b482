import type { DemoAccount } from '../accounts';

/** One account per sign-in path: e-mail or SMS, authenticator, card, customer, forced, weak password, none (docs/demo-data.md). */
export const signInPathAccounts: DemoAccount[] = [
  {
    purpose: 'The main demo card holder (voucher-holder and Fridom tiles): his card number and national register number find his username when he forgets it.',
    user: { firstname: 'Jan', lastname: 'Peeters', language: 'nl', user_id: 1001, fridom_user_id: 3001, customer_user_id: null, password_status: 0 },
    card: { number: '5065000000001001', nationalRegisterNumber: '80011512347' },
    email: 'demo@example.com',
    phone: '+32470123456',
    methods: [
      { method: 'email', target: 'demo@example.com', primary: true },
      { method: 'sms', target: '+32470123456', primary: false },
    ],
  },
  {
    purpose: 'Signing in as a client-area account that already has a second factor, so it is not asked to set one up.',
    user: { firstname: 'Claire', lastname: 'Dubois', language: 'fr', customer_user_id: 2001, mfa_customer: 1 },
    email: 'customer@example.com',
    phone: '+32470123499',
    methods: [{ method: 'email', target: 'customer@example.com', primary: true }],
  },
  {
    purpose: 'His password is marked weak: after the e-mail code he must replace it (the browser test does).',
    user: { firstname: 'Wim', lastname: 'Zwak', language: 'nl', user_id: 1002, password_status: 1 },
    email: 'weak@example.com',
    phone: '+32470123477',
    methods: [{ method: 'email', target: 'weak@example.com', primary: true }],
  },
  {
    purpose: 'Signing in without a second factor.',
    user: { firstname: 'Nora', lastname: 'Open', language: 'en', user_id: 1003 },
    email: 'nomfa@example.com',
    phone: '+32470123488',
    methods: [],
  },
  {
    purpose: 'Signing in with the authenticator, a recovery key or the e-mail backup.',
    user: { firstname: 'Tess', lastname: 'Tanner', language: 'en', user_id: 1004 },
    email: 'totp@example.com',
    phone: '+32470123411',
    methods: [
      { method: 'totp', primary: true, usedKeys: 0 },
      { method: 'email', target: 'totp@example.com', primary: false },
    ],
  },
  {
    purpose: 'Only the last recovery key (`DEMKY-2222B`) is unused, so signing in with it asks for new keys.',
    user: { firstname: 'Luc', lastname: 'Laatste', language: 'en', user_id: 1005 },
    email: 'lastkey@example.com',
    phone: '+32470123412',
    methods: [
      { method: 'totp', primary: true, usedKeys: 9 },
      { method: 'email', target: 'lastkey@example.com', primary: false },
    ],
  },
  {
    purpose: 'Resetting the authenticator after signing in with a recovery key.',
    user: { firstname: 'Rita', lastname: 'Reset', language: 'en', user_id: 1006 },
    email: 'recover@example.com',
    phone: '+32470123413',
    methods: [
      { method: 'totp', primary: true, usedKeys: 0 },
      { method: 'email', target: 'recover@example.com', primary: false },
    ],
  },
  {
    purpose: 'A card-only account (`need_card`): his card number is the second factor.',
    user: { firstname: 'Carl', lastname: 'Kaart', language: 'en', user_id: 1007 },
    card: { number: '5065123456789012' },
    email: 'card@example.com',
    phone: '+32470123414',
    methods: [{ method: 'card', target: null, primary: true }],
  },
  {
    purpose: 'A second factor is forced (`mfa_forced`) and he has none: he must set up SMS and e-mail.',
    user: { firstname: 'Frank', lastname: 'Forced', language: 'en', user_id: 1008, mfa_forced: 1 },
    email: 'forced@example.com',
    phone: '+32470123415',
    methods: [],
  },
  {
    purpose: 'A client-area account (`mfa_customer`) not yet forced, without a method: she may skip the set-up.',
    user: { firstname: 'Nina', lastname: 'Nieuw', language: 'en', customer_user_id: 2002, mfa_customer: 1 },
    email: 'newcustomer@example.com',
    phone: '+32470123416',
    methods: [],
  },
  {
    purpose: 'Step-up checks, trusted devices and method management.',
    user: { firstname: 'Sam', lastname: 'Step', language: 'en', user_id: 1010 },
    email: 'stepup@example.com',
    phone: '+32470123418',
    methods: [
      { method: 'email', target: 'stepup@example.com', primary: true },
      { method: 'sms', target: '+32470123418', primary: false },
    ],
  },
  {
    purpose: 'The browser tests add an authenticator here.',
    user: { firstname: 'Mia', lastname: 'Manage', language: 'en', user_id: 1009 },
    email: 'manage@example.com',
    phone: '+32470123417',
    methods: [
      { method: 'email', target: 'manage@example.com', primary: true },
      { method: 'sms', target: '+32470123417', primary: false },
    ],
  },
];
