import type { DemoAccount } from '../accounts';

/** Accounts of their own for the browser and API tests of one feature each (passkeys, banking, devices, password, notices, profile, forgotten password and username, recovery, onboarding), so that no test changes what another reads. */
export const featureAccounts: DemoAccount[] = [
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
  {
    // The forgotten-password browser test resets this password by e-mail code, then SMS as second factor.
    user: { firstname: 'Fien', lastname: 'Vergeten', language: 'en', user_id: 1090 },
    email: 'forgot-email@example.com',
    phone: '+32470199201',
    methods: [
      { method: 'email', target: 'forgot-email@example.com', primary: true },
      { method: 'sms', target: '+32470199201', primary: false },
    ],
  },
  {
    // The forgotten-password browser test resets this password by SMS code (no other factor), on lu.localhost.
    user: { firstname: 'Sven', lastname: 'Sms', language: 'en', user_id: 1091 },
    email: 'forgot-sms@example.com',
    phone: '+32470199202',
    methods: [{ method: 'sms', target: '+32470199202', primary: true }],
  },
  {
    // The forgotten-password browser test secures this account ("This wasn't me") and resets by the e-mailed link and the authenticator.
    user: { firstname: 'Nele', lastname: 'Nietik', language: 'en', user_id: 1092 },
    email: 'forgot-notme@example.com',
    phone: '+32470199203',
    methods: [
      { method: 'email', target: 'forgot-notme@example.com', primary: false },
      { method: 'totp', primary: true, usedKeys: 0 },
    ],
  },
  {
    // The recovery browser test (Belgium) recovers this account with a recovery key: it "lost" its authenticator.
    user: { firstname: 'Kim', lastname: 'Sleutel', language: 'en', user_id: 1096 },
    email: 'recover-key@example.com',
    phone: '+32470199600',
    methods: [
      { method: 'totp', primary: true, usedKeys: 0 },
      { method: 'email', target: 'recover-key@example.com', primary: false },
    ],
  },
  {
    // Recovery by card and national register number (docs/recovery.md); the API tests use it.
    user: { firstname: 'Cas', lastname: 'Kaartman', language: 'nl', user_id: 1097 },
    card: { number: '5065000000003003', nationalRegisterNumber: '85073003328' },
    email: 'recover-card@example.com',
    phone: '+32470199601',
    methods: [{ method: 'sms', target: '+32470199601', primary: true }],
  },
  {
    // The recovery browser test (Luxembourg) asks for a 72-hour request here and cancels it by the link.
    user: { firstname: 'Lea', lastname: 'Wachtel', language: 'fr', user_id: 1098 },
    email: 'recover-wait@example.com',
    phone: '+32470199602',
    methods: [{ method: 'email', target: 'recover-wait@example.com', primary: true }],
  },
  {
    // The onboarding browser test adds a new card to this account ("I already have an account").
    user: { firstname: 'Kees', lastname: 'Kaartwissel', language: 'en', user_id: 1950 },
    email: 'onboard.existing@example.com',
    phone: '+32470199500',
    methods: [{ method: 'email', target: 'onboard.existing@example.com', primary: true }],
  },
  {
    // The forgotten-username browser tests find her usernames by card number and by national register number.
    user: { firstname: 'Ulla', lastname: 'Vinder', language: 'en', user_id: 1093 },
    card: { number: '5065000000002002', nationalRegisterNumber: '90051712331' },
    email: 'username-finder@example.com',
    phone: '+32470199301',
    methods: [{ method: 'email', target: 'username-finder@example.com', primary: true }],
  },
  {
    // The forgotten-password browser test adds a passkey here, then resets the password with it as the second factor.
    user: { firstname: 'Pieter', lastname: 'Sleutelaar', language: 'en', user_id: 1094 },
    email: 'forgot-passkey@example.com',
    phone: '+32470199401',
    methods: [{ method: 'email', target: 'forgot-passkey@example.com', primary: true }],
  },
];
