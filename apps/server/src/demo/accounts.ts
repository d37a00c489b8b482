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
  /** Further verified, secondary e-mail addresses (an account that can lose one in a test). */
  moreEmails?: string[];
}

/** One account per sign-in path: e-mail or SMS, authenticator, card, customer, forced, weak password, none. */
export const demoAccounts: DemoAccount[] = [
  {
    // His card number and national register number find his username when he forgets it (README).
    user: { firstname: 'Jan', lastname: 'Peeters', language: 'nl', user_id: 1001, fridom_user_id: 3001, customer_user_id: null, password_status: 0, card_number: '5065000000001001', national_register_number: '80011512347' },
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
    user: { firstname: 'Cas', lastname: 'Kaartman', language: 'nl', user_id: 1097, card_number: '5065000000003003', national_register_number: '85073003328' },
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
    user: { firstname: 'Ulla', lastname: 'Vinder', language: 'en', user_id: 1093, card_number: '5065000000002002', national_register_number: '90051712331' },
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
  {
    // Account merging (issue 10): the same person's client-area account and employee account share
    // pair@example.com. Same password: signing in with pair@example.com opens the older one (this
    // client-area account) and offers the merge with the employee account below (README).
    user: { firstname: 'Pia', lastname: 'Paar', language: 'nl', customer_user_id: 2950 },
    email: 'pair@example.com',
    phone: '+32470199700',
    methods: [],
  },
  {
    // The employee half of the pair: its card proves ownership in the merge.
    user: { firstname: 'Pia', lastname: 'Paar', language: 'nl', user_id: 1951, card_number: '5065000000009701' },
    email: 'pair@example.com',
    phone: '+32470199701',
    methods: [{ method: 'sms', target: '+32470199701', primary: true }],
  },
  {
    // The account-merge browser test (Luxembourg): the client-area half of a pair sharing pair-lu@example.com; it declines the merge.
    user: { firstname: 'Luc', lastname: 'Paar', language: 'en', customer_user_id: 2980, mfa_customer: 1 },
    email: 'pair-lu@example.com',
    phone: '+32470199800',
    methods: [{ method: 'email', target: 'pair-lu@example.com', primary: true }],
  },
  {
    // The employee half of that pair (same person, other platform): the decline removes the shared address from it.
    user: { firstname: 'Luc', lastname: 'Paar', language: 'en', user_id: 1980 },
    email: 'pair-lu@example.com',
    phone: '+32470199801',
    moreEmails: ['luc.work@example.com'],
    methods: [
      { method: 'email', target: 'pair-lu@example.com', primary: true },
      { method: 'sms', target: '+32470199801', primary: false },
    ],
  },
  {
    // The account-merge browser test (Belgium): the client-area half of a pair sharing pair-be@example.com; it accepts the merge.
    user: { firstname: 'Bart', lastname: 'Paar', language: 'en', customer_user_id: 2981, mfa_customer: 1 },
    email: 'pair-be@example.com',
    phone: '+32470199802',
    methods: [{ method: 'email', target: 'pair-be@example.com', primary: true }],
  },
  {
    // The employee half of that pair: the merge code goes to its e-mail method.
    user: { firstname: 'Bart', lastname: 'Paar', language: 'en', user_id: 1981 },
    email: 'pair-be@example.com',
    phone: '+32470199803',
    methods: [{ method: 'email', target: 'pair-be@example.com', primary: true }],
  },
  {
    // The account-merge browser test (Luxembourg): the client-area half of a pair sharing pair-lu-accept@example.com; it accepts the merge.
    user: { firstname: 'Lea', lastname: 'Paar', language: 'en', customer_user_id: 2982, mfa_customer: 1 },
    email: 'pair-lu-accept@example.com',
    phone: '+32470199804',
    methods: [{ method: 'email', target: 'pair-lu-accept@example.com', primary: true }],
  },
  {
    // The employee half of that pair: its card proves ownership, the merge code goes to its e-mail method.
    user: { firstname: 'Lea', lastname: 'Paar', language: 'en', user_id: 1982, card_number: '5065000000009805' },
    email: 'pair-lu-accept@example.com',
    phone: '+32470199805',
    methods: [{ method: 'email', target: 'pair-lu-accept@example.com', primary: true }],
  },
  {
    // The account-merge browser test (Belgium): the client-area half of a pair sharing pair-be-decline@example.com; it declines the merge.
    user: { firstname: 'Bert', lastname: 'Paar', language: 'en', customer_user_id: 2983, mfa_customer: 1 },
    email: 'pair-be-decline@example.com',
    phone: '+32470199806',
    methods: [{ method: 'email', target: 'pair-be-decline@example.com', primary: true }],
  },
  {
    // The employee half of that pair: its second address keeps it an e-mail after the decline removes the shared one.
    user: { firstname: 'Bert', lastname: 'Paar', language: 'en', user_id: 1983 },
    email: 'pair-be-decline@example.com',
    phone: '+32470199807',
    moreEmails: ['bert.work@example.com'],
    methods: [
      { method: 'email', target: 'pair-be-decline@example.com', primary: true },
      { method: 'sms', target: '+32470199807', primary: false },
    ],
  },
  {
    // The method-management browser test adds another account's address here (and cancels): its own
    // account, so that stepup@example.com stays under the 20 e-mails an hour one address may receive.
    user: { firstname: 'Otto', lastname: 'Ander', language: 'en', user_id: 1095 },
    email: 'methods.other@example.com',
    phone: '+32470199410',
    methods: [{ method: 'email', target: 'methods.other@example.com', primary: true }],
  },
  {
    // The navbar, footer and products browser tests sign in here (no second factor, to stay quick):
    // the signed-in footer and the privacy link of /security follow the variant.
    user: { firstname: 'Lotte', lastname: 'Links', language: 'en', user_id: 1810 },
    email: 'public.links@example.com',
    phone: '+32470199810',
    methods: [],
  },
  {
    // The design-review browser tests (German, Luxembourg): no page is wider than a phone, axe on its profile and methods.
    user: { firstname: 'Ulrike', lastname: 'Überlänge', language: 'de', user_id: 1840 },
    email: 'ux.de@example.com',
    phone: '+32470199840',
    moreEmails: ['ux.de.zwei@example.com'],
    methods: [
      { method: 'email', target: 'ux.de@example.com', primary: true },
      { method: 'sms', target: '+32470199840', primary: false },
      { method: 'totp', primary: false, usedKeys: 0 },
    ],
  },
  {
    // The same in French (Belgium).
    user: { firstname: 'Fanny', lastname: 'Débordement', language: 'fr', user_id: 1841 },
    email: 'ux.fr@example.com',
    phone: '+32470199841',
    moreEmails: ['ux.fr.deux@example.com'],
    methods: [
      { method: 'email', target: 'ux.fr@example.com', primary: true },
      { method: 'sms', target: '+32470199841', primary: false },
      { method: 'totp', primary: false, usedKeys: 0 },
    ],
  },
  {
    // The design-review browser test that switches the sign-in method right after a code was sent.
    user: { firstname: 'Sven', lastname: 'Wissel', language: 'en', user_id: 1842 },
    email: 'ux.switch@example.com',
    phone: '+32470199842',
    methods: [
      { method: 'email', target: 'ux.switch@example.com', primary: true },
      { method: 'sms', target: '+32470199842', primary: false },
    ],
  },
  {
    // The consent browser test: signed in as this account, it switches to the next one.
    user: { firstname: 'Cora', lastname: 'Consent', language: 'en', user_id: 1843 },
    email: 'ux.consent@example.com',
    phone: '+32470199843',
    methods: [{ method: 'email', target: 'ux.consent@example.com', primary: true }],
  },
  {
    user: { firstname: 'Cas', lastname: 'Ander', language: 'en', user_id: 1844 },
    email: 'ux.consent2@example.com',
    phone: '+32470199844',
    methods: [{ method: 'email', target: 'ux.consent2@example.com', primary: true }],
  },
  {
    // The confirmation browser test: regenerating recovery keys asks first.
    user: { firstname: 'Kai', lastname: 'Sleutel', language: 'en', user_id: 1845 },
    email: 'ux.keys@example.com',
    phone: '+32470199845',
    methods: [
      { method: 'totp', primary: true, usedKeys: 0 },
      { method: 'email', target: 'ux.keys@example.com', primary: false },
    ],
  },
  {
    // The confirmation browser test: revoking a partner app's access asks first.
    user: { firstname: 'Rik', lastname: 'Intrekker', language: 'en', user_id: 1846 },
    email: 'ux.revoke@example.com',
    phone: '+32470199846',
    methods: [{ method: 'email', target: 'ux.revoke@example.com', primary: true }],
  },
  {
    // The lost-session browser test: her session is ended behind her back, and signing in again returns her to the page.
    user: { firstname: 'Lotte', lastname: 'Verloren', language: 'en', user_id: 1830 },
    email: 'lost.session@example.com',
    phone: '+32470199830',
    methods: [],
  },
  {
    // The unknown-address browser test: signed in, a mistyped address brings him home with a notice.
    user: { firstname: 'Umberto', lastname: 'Onbekend', language: 'en', user_id: 1831 },
    email: 'unknown.path@example.com',
    phone: '+32470199831',
    methods: [],
  },
  {
    // The maintenance browser test signs her in on a second portal, which then goes into maintenance.
    user: { firstname: 'Mona', lastname: 'Onderhoud', language: 'en', user_id: 1832 },
    email: 'maintenance@example.com',
    phone: '+32470199832',
    methods: [],
  },
  {
    // The every-route accessibility walk (Belgium): every tile, so the dashboard shows them all.
    user: { firstname: 'Ada', lastname: 'Toegang', language: 'en', user_id: 1860, fridom_user_id: 3860, customer_user_id: 2860 },
    email: 'a11y.be@example.com',
    phone: '+32470199860',
    methods: [
      { method: 'email', target: 'a11y.be@example.com', primary: true },
      { method: 'sms', target: '+32470199860', primary: false },
    ],
  },
  {
    // The every-route accessibility walk (Luxembourg).
    user: { firstname: 'Aline', lastname: 'Zougang', language: 'en', user_id: 1861, fridom_user_id: 3861, customer_user_id: 2861 },
    email: 'a11y.lu@example.com',
    phone: '+32470199861',
    methods: [
      { method: 'email', target: 'a11y.lu@example.com', primary: true },
      { method: 'sms', target: '+32470199861', primary: false },
    ],
  },
  {
    // The Lighthouse audit signs in through the API: no second factor, so no code is spent.
    user: { firstname: 'Luc', lastname: 'Phare', language: 'en', user_id: 1862 },
    email: 'a11y.lighthouse@example.com',
    phone: '+32470199862',
    methods: [],
  },
  {
    // The dashboard browser test (Belgium): every tile and the partner chooser.
    user: { firstname: 'Dina', lastname: 'Dashboard', language: 'en', user_id: 1820, customer_user_id: 2820, fridom_user_id: 3820 },
    email: 'dash.be@example.com',
    phone: '+32470199820',
    methods: [],
  },
  {
    // The dashboard browser test (Luxembourg): voucher-holder and Fridom tiles, no deals.
    user: { firstname: 'Lara', lastname: 'Lux', language: 'fr', user_id: 1821, fridom_user_id: 3821 },
    email: 'dash.lu@example.com',
    phone: '+32470199821',
    methods: [{ method: 'email', target: 'dash.lu@example.com', primary: true }],
  },
  {
    // The card activation modal browser test (Belgium) activates card 5065 0000 0000 0060 here.
    user: { firstname: 'Karel', lastname: 'Kaartnieuw', language: 'en', user_id: 1822 },
    email: 'dash.card@example.com',
    phone: '+32470199822',
    methods: [{ method: 'email', target: 'dash.card@example.com', primary: true }],
  },
  {
    // The card activation modal browser test (Luxembourg, German) activates card 5065 0000 0000 0078 here.
    user: { firstname: 'Klara', lastname: 'Kartenneu', language: 'de', user_id: 1823 },
    email: 'dash.card.lu@example.com',
    phone: '+32470199823',
    methods: [{ method: 'email', target: 'dash.card.lu@example.com', primary: true }],
  },
  {
    // The "worth a look" browser test (Belgium): no second factor, and a new device from a second browser.
    user: { firstname: 'Nils', lastname: 'Nieuwtoestel', language: 'en', user_id: 1824 },
    email: 'dash.nomfa@example.com',
    phone: '+32470199824',
    methods: [],
  },
  {
    // The "worth a look" browser test (Luxembourg): an authenticator with one recovery key left.
    user: { firstname: 'Romy', lastname: 'Reste', language: 'fr', user_id: 1825 },
    email: 'dash.keys@example.com',
    phone: '+32470199825',
    methods: [
      { method: 'email', target: 'dash.keys@example.com', primary: true },
      { method: 'totp', primary: false, usedKeys: 9 },
    ],
  },
  {
    // The hand-over browser test (an origin app passes its session on): its own account, so that the
    // browser tests can run two at a time without sharing Nora's sessions and apps.
    user: { firstname: 'Hanne', lastname: 'Overdracht', language: 'en', user_id: 1880 },
    email: 'handover@example.com',
    phone: '+32470199880',
    methods: [],
  },
  {
    // The "revoke an app" browser test: the app it revokes is nobody else's.
    user: { firstname: 'Rik', lastname: 'Intrekker', language: 'en', user_id: 1881 },
    email: 'revokes.app@example.com',
    phone: '+32470199881',
    methods: [],
  },
  {
    // The wrong step-up code browser test: its codes go to an address of its own.
    user: { firstname: 'Wanda', lastname: 'Verkeerd', language: 'en', user_id: 1882 },
    email: 'stepup.wrong@example.com',
    phone: '+32470199882',
    methods: [{ method: 'email', target: 'stepup.wrong@example.com', primary: true }],
  },
];
