import type { NewUser } from '../db/types';
import type { InitialMethod } from '../modules/mfa';

export const DEMO_PASSWORD = 'Demo-Password-1!';

/** The authenticator secret of every demo account with TOTP (README, "Demo accounts"). */
export const DEMO_TOTP_SECRET = 'DEMOTOTPSECRETFORTHEPORTAL234567';
/** Their recovery keys: DEMKY-22222 … DEMKY-2222B. */
export const DEMO_RECOVERY_KEYS = [...'23456789AB'].map((c) => `DEMKY-2222${c}`);

/** A demo authenticator shares DEMO_TOTP_SECRET and DEMO_RECOVERY_KEYS, the first `usedKeys` used. */
type DemoMethod = Exclude<InitialMethod, { method: 'totp' }> | { method: 'totp'; primary: boolean; usedKeys: number };

export interface DemoAccount {
  user: Omit<NewUser, 'password_hash' | 'created_at' | 'last_password_change'>;
  email: string;
  phone: string;
  methods: DemoMethod[];
}

/** One account per sign-in path: e-mail or SMS, authenticator, card, customer, forced, weak password, none. */
export const demoAccounts: DemoAccount[] = [
  {
    user: { firstname: 'Jan', lastname: 'Peeters', language: 'nl', user_id: 1001, fridom_user_id: 3001, customer_user_id: null, password_status: 0 },
    email: 'demo@example.com',
    phone: '+32470123456',
    methods: [
      { method: 'email', target: 'demo@example.com', primary: true },
      { method: 'sms', target: '+32470123456', primary: false },
    ],
  },
  {
    user: { firstname: 'Claire', lastname: 'Dubois', language: 'fr', customer_user_id: 2001, mfa_customer: 1 },
    email: 'customer@example.com',
    phone: '+32470123499',
    methods: [{ method: 'email', target: 'customer@example.com', primary: true }],
  },
  {
    user: { firstname: 'Wim', lastname: 'Zwak', language: 'nl', user_id: 1002, password_status: 1 },
    email: 'weak@example.com',
    phone: '+32470123477',
    methods: [{ method: 'email', target: 'weak@example.com', primary: true }],
  },
  {
    user: { firstname: 'Nora', lastname: 'Open', language: 'en', user_id: 1003 },
    email: 'nomfa@example.com',
    phone: '+32470123488',
    methods: [],
  },
  {
    user: { firstname: 'Tess', lastname: 'Tanner', language: 'en', user_id: 1004 },
    email: 'totp@example.com',
    phone: '+32470123411',
    methods: [
      { method: 'totp', primary: true, usedKeys: 0 },
      { method: 'email', target: 'totp@example.com', primary: false },
    ],
  },
  {
    user: { firstname: 'Luc', lastname: 'Laatste', language: 'en', user_id: 1005 },
    email: 'lastkey@example.com',
    phone: '+32470123412',
    methods: [
      { method: 'totp', primary: true, usedKeys: 9 },
      { method: 'email', target: 'lastkey@example.com', primary: false },
    ],
  },
  {
    user: { firstname: 'Rita', lastname: 'Reset', language: 'en', user_id: 1006 },
    email: 'recover@example.com',
    phone: '+32470123413',
    methods: [
      { method: 'totp', primary: true, usedKeys: 0 },
      { method: 'email', target: 'recover@example.com', primary: false },
    ],
  },
  {
    user: { firstname: 'Carl', lastname: 'Kaart', language: 'en', user_id: 1007, card_number: '5065123456789012' },
    email: 'card@example.com',
    phone: '+32470123414',
    methods: [{ method: 'card', target: null, primary: true }],
  },
  {
    user: { firstname: 'Frank', lastname: 'Forced', language: 'en', user_id: 1008, mfa_forced: 1 },
    email: 'forced@example.com',
    phone: '+32470123415',
    methods: [],
  },
  {
    user: { firstname: 'Nina', lastname: 'Nieuw', language: 'en', customer_user_id: 2002, mfa_customer: 1 },
    email: 'newcustomer@example.com',
    phone: '+32470123416',
    methods: [],
  },
  {
    user: { firstname: 'Sam', lastname: 'Step', language: 'en', user_id: 1010 },
    email: 'stepup@example.com',
    phone: '+32470123418',
    methods: [
      { method: 'email', target: 'stepup@example.com', primary: true },
      { method: 'sms', target: '+32470123418', primary: false },
    ],
  },
  {
    user: { firstname: 'Mia', lastname: 'Manage', language: 'en', user_id: 1009 },
    email: 'manage@example.com',
    phone: '+32470123417',
    methods: [
      { method: 'email', target: 'manage@example.com', primary: true },
      { method: 'sms', target: '+32470123417', primary: false },
    ],
  },
  {
    // The passkey browser tests add and remove passkeys here, leaving the other accounts alone.
    user: { firstname: 'Petra', lastname: 'Claes', language: 'en', user_id: 1011 },
    email: 'passkey@example.com',
    phone: '+32470123466',
    methods: [{ method: 'email', target: 'passkey@example.com', primary: true }],
  },
  {
    // The banking browser tests set and change her IBAN, leaving the other accounts alone.
    user: { firstname: 'Bea', lastname: 'Bank', language: 'en', user_id: 1080 },
    email: 'iban@example.com',
    phone: '+32470123480',
    methods: [{ method: 'email', target: 'iban@example.com', primary: true }],
  },
  {
    // The devices browser tests log this account's sessions out, leaving the other accounts alone.
    user: { firstname: 'Dirk', lastname: 'Toestel', language: 'en', user_id: 1020 },
    email: 'devices@example.com',
    phone: '+32470123430',
    methods: [],
  },
  {
    // The password browser test changes this password; no other test signs in here.
    user: { firstname: 'Paula', lastname: 'Wachter', language: 'en', user_id: 1015 },
    email: 'password@example.com',
    phone: '+32470123455',
    methods: [{ method: 'email', target: 'password@example.com', primary: true }],
  },
  {
    // The notifications browser tests sign in from new devices and secure the account ("This wasn't me").
    user: { firstname: 'Nadia', lastname: 'Notice', language: 'en', user_id: 1052 },
    email: 'notice@example.com',
    phone: '+32470123452',
    methods: [],
  },
  {
    // The profile browser tests add, switch and delete e-mails and phones here.
    user: { firstname: 'Pia', lastname: 'Vandenbroucke-Wittgenstein', language: 'en', user_id: 1012, birthdate: '1988-04-12', gender: 'female' },
    email: 'profile@example.com',
    phone: '+32470123420',
    methods: [
      { method: 'email', target: 'profile@example.com', primary: true },
      { method: 'sms', target: '+32470123420', primary: false },
    ],
  },
  {
    // The edit-info browser test changes names and language here.
    user: { firstname: 'Ivo', lastname: 'Info', language: 'en', user_id: 1013, birthdate: '1975-11-30', gender: 'male' },
    email: 'profile.info@example.com',
    phone: '+32470123421',
    methods: [{ method: 'email', target: 'profile.info@example.com', primary: true }],
  },
  {
    // The profile screenshots in de_LU (lu.localhost): long German words must wrap.
    user: { firstname: 'Maximiliane', lastname: 'Donaudampfschifffahrtsgesellschaft', language: 'de', user_id: 1014, birthdate: '1992-07-01', gender: 'female' },
    email: 'profile.lu@example.com',
    phone: '+352621123456',
    methods: [{ method: 'email', target: 'profile.lu@example.com', primary: true }],
  },
];
